# ok: annotation name bound by a guarded import with a string fallback
import typing

try:
    from typing import Self
except ImportError:
    Self = "Builder"


class Builder:
    def __init__(self) -> None:
        self.parts: list[str] = []

    def add(self, part: str) -> "Self":
        self.parts.append(part)
        return self


print(typing.get_type_hints(Builder.add))
print(Builder().add("a").add("b").parts)
