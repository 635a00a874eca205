# ok: localns mapping names to real classes for forward references
import typing


def build() -> type:
    class Item:
        pass

    def make(n: "int") -> "Item":
        return Item()

    return make, Item


make, Item = build()
print(typing.get_type_hints(make, localns={"Item": Item}))
