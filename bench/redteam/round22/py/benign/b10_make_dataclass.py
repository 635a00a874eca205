# ok: dataclasses.make_dataclass with a string field type, then get_type_hints
import dataclasses
import typing

Pair = dataclasses.make_dataclass("Pair", [("a", "int"), ("b", "str")])
p = Pair(1, "x")
print(p, [f.type for f in dataclasses.fields(Pair)])
try:
    print(typing.get_type_hints(Pair))
except NameError as e:
    print("unresolved", e)
