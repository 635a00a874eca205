from enum import Enum, auto
from collections import Counter
import json
import os


class Status(Enum):
    OPEN = auto()
    IN_PROGRESS = auto()
    BLOCKED = auto()
    DONE = auto()


tickets_json = """
[
  {"id": 1, "title": "Fix login", "status": "DONE"},
  {"id": 2, "title": "Add export", "status": "IN_PROGRESS"},
  {"id": 3, "title": "Refactor db", "status": "BLOCKED"},
  {"id": 4, "title": "Write docs", "status": "OPEN"},
  {"id": 5, "title": "Speed up search", "status": "IN_PROGRESS"}
]
"""

tickets = json.loads(tickets_json)
counts = Counter(Status[t["status"]] for t in tickets)

lines = ["# Ticket status", ""]
for status in Status:
    bar = "#" * counts.get(status, 0)
    lines.append(f"- {status.name.lower():<12} {counts.get(status, 0):>2} {bar}")

blocked = [t["title"] for t in tickets if Status[t["status"]] is Status.BLOCKED]
if blocked:
    lines += ["", "## Blocked", *[f"* {title}" for title in blocked]]

os.makedirs("reports", exist_ok=True)
with open("reports/status.md", "w", encoding="utf-8") as fh:
    fh.write("\n".join(lines) + "\n")
print("\n".join(lines))
