# ok: postponed annotations on a recursive class, resolved with the evaluator
from __future__ import annotations

import typing


class Tree:
    def __init__(self, left: typing.Optional[Tree] = None, right: typing.Optional[Tree] = None) -> None:
        self.left = left
        self.right = right

    def depth(self) -> int:
        sides = [s.depth() for s in (self.left, self.right) if s is not None]
        return 1 + max(sides, default=0)


print(typing.get_type_hints(Tree.__init__))
print(Tree(Tree(), None).depth())
