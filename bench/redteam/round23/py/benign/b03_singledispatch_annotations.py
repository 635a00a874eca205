# ok: functools dispatch evaluator, registration by annotation
import functools
from decimal import Decimal


@functools.singledispatch
def fmt(value) -> str:
    return repr(value)


@fmt.register
def _(value: int) -> str:
    return f"int({value})"


@fmt.register
def _(value: "Decimal") -> str:
    return f"decimal({value:.2f})"


print(fmt(3), fmt(Decimal("1.5")), fmt("x"))
