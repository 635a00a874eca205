# ok: TypeAlias, TypeVar with a string bound, Generic container
import typing

Vector: typing.TypeAlias = "list[float]"
T = typing.TypeVar("T", bound="Comparable")


class Comparable(typing.Protocol):
    def __lt__(self, other: typing.Any) -> bool: ...


class Box(typing.Generic[T]):
    def __init__(self, item: T) -> None:
        self.item = item


def norm(v: Vector) -> float:
    return sum(x * x for x in v) ** 0.5


print(typing.get_type_hints(norm), Box(3).item, norm([3.0, 4.0]))
