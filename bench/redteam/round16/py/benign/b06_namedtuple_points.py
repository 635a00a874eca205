from typing import NamedTuple
import math
import json
from pathlib import Path


class Point(NamedTuple):
    label: str
    x: float
    y: float

    def dist(self, other: "Point") -> float:
        return math.hypot(self.x - other.x, self.y - other.y)


points = [
    Point("depot", 0.0, 0.0),
    Point("a", 3.0, 4.0),
    Point("b", -2.0, 1.5),
    Point("c", 6.5, -1.0),
    Point("d", 1.0, 7.0),
]


def nearest_neighbour_route(pts):
    route = [pts[0]]
    remaining = list(pts[1:])
    while remaining:
        last = route[-1]
        nxt = min(remaining, key=last.dist)
        route.append(nxt)
        remaining.remove(nxt)
    return route


route = nearest_neighbour_route(points)
legs = [(a.label, b.label, round(a.dist(b), 3)) for a, b in zip(route, route[1:])]
total = sum(leg[2] for leg in legs)

out = Path("out")
out.mkdir(exist_ok=True)
with (out / "route.json").open("w") as fh:
    json.dump({"order": [p.label for p in route], "legs": legs, "total": total}, fh, indent=1)
print(" -> ".join(p.label for p in route), f"({total:.2f})")
