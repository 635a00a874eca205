# BENIGN: get_type_hints on the file's own dataclasses with explicit globalns/localns
from __future__ import annotations

import dataclasses
import typing


@dataclasses.dataclass
class Address:
    street: str
    city: str


@dataclasses.dataclass
class Person:
    name: str
    age: int
    address: Address | None = None


def describe(cls):
    hints = typing.get_type_hints(cls, globalns=globals(), localns={"Address": Address})
    return {name: getattr(t, "__name__", str(t)) for name, t in hints.items()}


print(describe(Person))
print(describe(Address))
