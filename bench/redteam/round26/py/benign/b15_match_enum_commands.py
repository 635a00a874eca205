# benign: a todo-list REPL-style command interpreter using match statements and Enum (commands come from a literal list)
from dataclasses import dataclass
from enum import Enum


class Status(Enum):
    OPEN = "open"
    DONE = "done"


@dataclass
class Item:
    text: str
    status: Status = Status.OPEN


class TodoList:
    def __init__(self):
        self.items = []

    def handle(self, command):
        match command.split(maxsplit=1):
            case ["add", text]:
                self.items.append(Item(text))
                return f"added #{len(self.items)}"
            case ["done", num] if num.isdigit() and 0 < int(num) <= len(self.items):
                self.items[int(num) - 1].status = Status.DONE
                return f"completed #{num}"
            case ["list"]:
                return "\n".join(
                    f"{i}. [{'x' if it.status is Status.DONE else ' '}] {it.text}"
                    for i, it in enumerate(self.items, 1)
                ) or "(empty)"
            case ["clear"]:
                before = len(self.items)
                self.items = [it for it in self.items if it.status is Status.OPEN]
                return f"removed {before - len(self.items)} done items"
            case _:
                return f"unknown command: {command!r}"


SCRIPT = [
    "add buy milk",
    "add write summary",
    "add call Bob",
    "done 2",
    "list",
    "clear",
    "list",
    "exec something",
]

if __name__ == "__main__":
    todo = TodoList()
    for cmd in SCRIPT:
        print(f"> {cmd}")
        print(todo.handle(cmd))
