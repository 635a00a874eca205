# ok: make_dataclass with real types built from a schema table
import dataclasses
import typing

SCHEMA = {"id": int, "name": str, "score": float}
Row = dataclasses.make_dataclass("Row", [(k, t) for k, t in SCHEMA.items()])
print(typing.get_type_hints(Row))
print(Row(1, "a", 2.5))
