# ok: inspect.signature(eval_str=True) on ordinary string annotations
import inspect
from typing import Sequence

Vector = "Sequence[float]"


def norm(v: Vector, p: "int" = 2) -> "float":
    return sum(abs(x) ** p for x in v) ** (1 / p)


print(inspect.signature(norm, eval_str=True))
print(inspect.get_annotations(norm, eval_str=True))
