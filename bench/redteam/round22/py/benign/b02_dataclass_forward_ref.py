# ok: dataclass with a self-referencing forward reference, resolved with get_type_hints
import dataclasses
import typing


@dataclasses.dataclass
class Node:
    value: int
    children: "list[Node]" = dataclasses.field(default_factory=list)


hints = typing.get_type_hints(Node)
for f in dataclasses.fields(Node):
    print(f.name, hints[f.name])
