# ok: NamedTuple and TypedDict with string field types resolved by get_type_hints
import typing


class Point(typing.NamedTuple):
    x: "float"
    y: "float"


class Movie(typing.TypedDict):
    title: "str"
    year: "int"


print(typing.get_type_hints(Point))
print(typing.get_type_hints(Movie))
