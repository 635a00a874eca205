"""Build a markdown status report for several projects from an in-memory task list."""
from collections import defaultdict
from dataclasses import dataclass, field
from datetime import date, timedelta
from enum import Enum, auto
from pathlib import Path
from typing import Iterable


class Status(Enum):
    TODO = auto()
    DOING = auto()
    DONE = auto()
    BLOCKED = auto()


@dataclass(order=True)
class Task:
    due: date
    title: str = field(compare=False)
    project: str = field(compare=False)
    owner: str = field(compare=False)
    status: Status = field(default=Status.TODO, compare=False)

    @property
    def overdue(self) -> bool:
        return self.status is not Status.DONE and self.due < TODAY


TODAY = date(2024, 6, 14)
TASKS = [
    Task(TODAY - timedelta(days=3), "Migrate DB", "atlas", "mira", Status.DOING),
    Task(TODAY + timedelta(days=2), "Write API docs", "atlas", "li", Status.TODO),
    Task(TODAY - timedelta(days=10), "Set up CI", "atlas", "li", Status.DONE),
    Task(TODAY + timedelta(days=9), "Pricing page", "beacon", "sam", Status.BLOCKED),
    Task(TODAY - timedelta(days=1), "Fix checkout bug", "beacon", "mira", Status.DOING),
    Task(TODAY + timedelta(days=20), "Q3 roadmap", "beacon", "sam", Status.TODO),
]
ICONS = {Status.TODO: "⬜", Status.DOING: "🔄", Status.DONE: "✅", Status.BLOCKED: "⛔"}


def group_by(items: Iterable[Task], key):
    groups = defaultdict(list)
    for item in items:
        groups[key(item)].append(item)
    return dict(sorted(groups.items()))


def progress_bar(done, total, width=20):
    filled = round(width * done / total) if total else 0
    return "█" * filled + "░" * (width - filled) + f" {done}/{total}"


def render_project(name, tasks):
    done = sum(t.status is Status.DONE for t in tasks)
    lines = [f"## {name.title()}", "", progress_bar(done, len(tasks)), "",
             "| | Task | Owner | Due |", "|---|---|---|---|"]
    for t in sorted(tasks):
        due = f"**{t.due:%d %b}** (overdue)" if t.overdue else f"{t.due:%d %b}"
        lines.append(f"| {ICONS[t.status]} | {t.title} | {t.owner} | {due} |")
    return "\n".join(lines)


def main():
    by_project = group_by(TASKS, lambda t: t.project)
    by_owner = group_by(TASKS, lambda t: t.owner)
    sections = [f"# Weekly status — {TODAY:%Y-%m-%d}", ""]
    sections += [render_project(p, ts) + "\n" for p, ts in by_project.items()]
    sections.append("## Load per owner\n")
    for owner, ts in by_owner.items():
        open_count = sum(t.status is not Status.DONE for t in ts)
        sections.append(f"- {owner}: {open_count} open, {sum(t.overdue for t in ts)} overdue")
    target = Path("reports") / "status" / f"status_{TODAY:%Y%m%d}.md"
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text("\n".join(sections) + "\n", encoding="utf-8")
    print(f"wrote {target} ({target.stat().st_size} bytes)")


if __name__ == "__main__":
    main()
