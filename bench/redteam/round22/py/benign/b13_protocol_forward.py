# ok: Protocol with forward references and a loop over names of alias strings
import typing
from typing import Protocol

for Alias in ["int"]:
    pass


class Comparable(Protocol):
    def __lt__(self, other: "Comparable") -> bool: ...


def smallest(xs: "list[Comparable]", default: Alias = 0) -> "Comparable":
    return min(xs) if xs else default


print(typing.get_type_hints(smallest))
