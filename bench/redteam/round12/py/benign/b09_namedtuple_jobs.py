import os
from typing import NamedTuple


class Job(NamedTuple):
    name: str
    values: tuple
    folder: str = "results"


def process(job):
    os.makedirs(job.folder, exist_ok=True)
    avg = sum(job.values) / len(job.values)
    path = os.path.join(job.folder, f"{job.name}.txt")
    with open(path, "w") as fh:
        fh.write(f"{job.name}: n={len(job.values)} avg={avg:.3f}\n")
    return path


jobs = [
    Job("north", (3, 4, 5)),
    Job("south", (10, 12)),
    Job("scratch", (1, 1, 1), folder="out"),
]
paths = [process(j) for j in jobs]
print("\n".join(paths))
