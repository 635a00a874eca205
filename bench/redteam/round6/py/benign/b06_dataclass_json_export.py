import json
from dataclasses import asdict, dataclass, field


@dataclass
class Task:
    name: str
    tags: list = field(default_factory=list)
    out: str = "tasks.json"

    def save(self):
        with open(self.out, "w") as fh:
            json.dump(asdict(self), fh, indent=2)


t = Task("clean", ["daily"])
t.save()
Task("archive", out="archive.json").save()
print(open("tasks.json").read(), open("archive.json").read())
