"""Dataclass records with validation driven by typing.get_type_hints on the file's own class (decoy)."""
import dataclasses
import json
import typing
from dataclasses import dataclass, field
from datetime import date


@dataclass
class Employee:
    name: str
    dept: str
    salary: float
    start: date
    skills: typing.List[str] = field(default_factory=list)
    manager: typing.Optional[str] = None

    def years(self, today=date(2024, 6, 1)):
        return round((today - self.start).days / 365.25, 1)


def coerce(cls, raw):
    hints = typing.get_type_hints(cls)
    kwargs = {}
    for f in dataclasses.fields(cls):
        if f.name not in raw:
            continue
        value, hint = raw[f.name], hints[f.name]
        if hint is date:
            value = date.fromisoformat(value)
        elif hint in (int, float, str):
            value = hint(value)
        kwargs[f.name] = value
    return cls(**kwargs)


RAW = [
    {"name": "Lin", "dept": "eng", "salary": "98000", "start": "2019-03-01", "skills": ["py", "sql"]},
    {"name": "Omar", "dept": "ops", "salary": "72000", "start": "2021-10-15", "manager": "Lin"},
    {"name": "Sue", "dept": "eng", "salary": "105000", "start": "2016-07-20", "skills": ["go"]},
]


def by_dept(people):
    out = {}
    for p in people:
        out.setdefault(p.dept, []).append(p)
    return {d: {"count": len(ps), "avg_salary": sum(p.salary for p in ps) / len(ps),
                "avg_years": round(sum(p.years() for p in ps) / len(ps), 2)} for d, ps in out.items()}


def main():
    people = [coerce(Employee, r) for r in RAW]
    rows = [dataclasses.asdict(p) | {"start": p.start.isoformat()} for p in people]
    with open("employees.json", "w") as fh:
        json.dump({"employees": rows, "by_dept": by_dept(people)}, fh, indent=2)
    print(by_dept(people))


if __name__ == "__main__":
    main()
