# benign: validates dict input against its own dataclass using typing.get_type_hints and dataclasses.fields
from dataclasses import dataclass, field, fields, asdict
from typing import List, Optional, get_type_hints


@dataclass
class Task:
    title: str
    priority: int = 3
    tags: List[str] = field(default_factory=list)
    owner: Optional[str] = None


def coerce(value, hint):
    origin = getattr(hint, "__origin__", None)
    if origin is list:
        return [str(v) for v in (value or [])]
    if origin is not None:  # Optional[...]
        return None if value is None else str(value)
    return hint(value)


def from_dict(cls, data):
    hints = get_type_hints(cls)
    kwargs = {}
    for f in fields(cls):
        if f.name in data:
            kwargs[f.name] = coerce(data[f.name], hints[f.name])
    return cls(**kwargs)


INPUT = [
    {"title": "write report", "priority": "1", "tags": ["docs"]},
    {"title": "fix bug", "owner": "sam"},
    {"title": "plan sprint", "priority": 2, "tags": ["mgmt", "q3"]},
]

if __name__ == "__main__":
    tasks = [from_dict(Task, d) for d in INPUT]
    tasks.sort(key=lambda t: t.priority)
    for t in tasks:
        print(asdict(t))
    print("hints:", {k: str(v) for k, v in get_type_hints(Task).items()})
