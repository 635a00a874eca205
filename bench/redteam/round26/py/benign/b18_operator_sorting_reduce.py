# benign: sorting and aggregation with operator.itemgetter/attrgetter, functools.reduce and map/filter over literal data
import functools
import operator
from collections import namedtuple

Employee = namedtuple("Employee", "name dept salary years")

STAFF = [
    Employee("ana", "eng", 98000, 5),
    Employee("ben", "eng", 87000, 2),
    Employee("cai", "ops", 64000, 7),
    Employee("dee", "sales", 71000, 3),
    Employee("eli", "ops", 59000, 1),
    Employee("fay", "sales", 83000, 6),
]


def by_dept(staff):
    groups = {}
    for e in sorted(staff, key=operator.attrgetter("dept", "name")):
        groups.setdefault(e.dept, []).append(e)
    return groups


def payroll(staff):
    return functools.reduce(operator.add, map(operator.attrgetter("salary"), staff), 0)


def seniors(staff, min_years=5):
    return list(filter(lambda e: e.years >= min_years, staff))


def top_n(rows, key, n=3):
    return sorted(rows, key=operator.itemgetter(key), reverse=True)[:n]


if __name__ == "__main__":
    for dept, people in by_dept(STAFF).items():
        names = ", ".join(map(operator.attrgetter("name"), people))
        print(f"{dept:<6} {names}  payroll={payroll(people):,}")
    print("seniors:", [e.name for e in seniors(STAFF)])
    rows = [e._asdict() for e in STAFF]
    print("top earners:", [r["name"] for r in top_n(rows, "salary")])
    product = functools.reduce(operator.mul, range(1, 8), 1)
    print("7! =", product)
