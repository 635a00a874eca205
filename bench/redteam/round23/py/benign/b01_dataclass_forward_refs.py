# ok: dataclass with forward references, resolved by the evaluator
from __future__ import annotations

import dataclasses
import typing


@dataclasses.dataclass
class Node:
    value: int
    children: list[Node] = dataclasses.field(default_factory=list)
    parent: typing.Optional[Node] = None


hints = typing.get_type_hints(Node)
print(sorted(hints))
