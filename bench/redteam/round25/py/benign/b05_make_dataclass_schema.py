# BENIGN: build a dataclass from a static schema with make_dataclass and validate a row
import dataclasses
import typing

SCHEMA = [
    ("id", int),
    ("name", str),
    ("score", float),
    ("tags", typing.List[str], dataclasses.field(default_factory=list)),
]

Row = dataclasses.make_dataclass("Row", SCHEMA)


def coerce(raw):
    hints = typing.get_type_hints(Row)
    values = {}
    for f in dataclasses.fields(Row):
        if f.name in raw and hints[f.name] in (int, str, float):
            values[f.name] = hints[f.name](raw[f.name])
    return Row(**values)


print(coerce({"id": "3", "name": "x", "score": "1.5"}))
