# BENIGN: NamedTuple / TypedDict / TypeVar with static types, inspected with get_type_hints
import typing


class Point(typing.NamedTuple):
    x: float
    y: float


Movie = typing.TypedDict("Movie", {"title": str, "year": int})
Config = typing.NamedTuple("Config", [("name", str), ("retries", int)])
T = typing.TypeVar("T", bound=Point)


def first(items: typing.List[T]) -> T:
    return items[0]


for obj in (Point, Movie, Config, first):
    print(getattr(obj, "__name__", obj), typing.get_type_hints(obj))
