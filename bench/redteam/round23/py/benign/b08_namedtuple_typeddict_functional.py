# ok: functional NamedTuple / TypedDict with literal string field types
import typing

Point = typing.NamedTuple("Point", [("x", "float"), ("y", "float")])
Movie = typing.TypedDict("Movie", {"title": "str", "year": "int"})
print(typing.get_type_hints(Point))
print(typing.get_type_hints(Movie))
