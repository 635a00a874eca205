from __future__ import annotations

import dataclasses
from typing import Optional


@dataclasses.dataclass
class Process:
    pid: int
    command: str
    parent_pid: Optional[int] = None
    children: list["Process"] = dataclasses.field(default_factory=list)

    def spawn(self, command: str) -> "Process":
        child = Process(self.pid * 10 + len(self.children), command, self.pid)
        self.children.append(child)
        return child


root = Process(1, "init")
root.spawn("sh -c 'echo hi'").spawn("id")
tree = dataclasses.asdict(root)
print(tree["children"][0]["command"], tree["children"][0]["children"][0]["pid"])
