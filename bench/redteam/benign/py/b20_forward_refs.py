from __future__ import annotations

import typing
from dataclasses import dataclass


@dataclass
class Node:
    value: int
    next: "Node | None" = None


def length(n: "Node") -> int:
    return 1 if n.next is None else 1 + length(n.next)


print(typing.get_type_hints(length), length(Node(1, Node(2))))
