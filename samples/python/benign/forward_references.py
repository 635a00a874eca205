# expect-decision: allow
# Forward references in annotations, read back with typing.get_type_hints(): ordinary
# typed code that must pass.
from __future__ import annotations

import dataclasses
import typing


@dataclasses.dataclass
class Tree:
    value: int
    children: list["Tree"] = dataclasses.field(default_factory=list)

    def total(self) -> "int":
        return self.value + sum(child.total() for child in self.children)


def describe(tree: Tree, depth: typing.Optional["int"] = None) -> dict[str, "int"]:
    return {"value": tree.value, "children": len(tree.children)}


tree = Tree(1, [Tree(2), Tree(3, [Tree(4)])])
print(tree.total(), describe(tree), sorted(typing.get_type_hints(describe)))
