import typing


class Node:
    children: typing.List["Node"]
    parent: typing.Optional["Node"]

    def __init__(self, name: str, parent: "Node | None" = None):
        self.name = name
        self.parent = parent
        self.children = []
        if parent is not None:
            parent.children.append(self)


root = Node("root")
Node("a", root)
Node("b", root)
print(typing.get_type_hints(Node, localns={"Node": Node}))
print([c.name for c in root.children])
