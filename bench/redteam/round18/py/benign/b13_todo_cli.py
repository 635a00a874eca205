"""Tiny JSON-backed todo CLI with subcommands; runs a demo sequence when no args are given."""
import argparse
import json
import sys
from datetime import datetime
from pathlib import Path

STORE = Path("data") / "todo.json"


class TodoStore:
    def __init__(self, path=STORE):
        self.path = path
        self.items = json.loads(path.read_text()) if path.exists() else []

    def save(self):
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self.path.write_text(json.dumps(self.items, indent=2))

    def next_id(self):
        return max((i["id"] for i in self.items), default=0) + 1


def cmd_add(store, args):
    item = {"id": store.next_id(), "text": " ".join(args.text), "done": False,
            "tags": args.tag or [], "created": datetime(2024, 1, 1).isoformat()}
    store.items.append(item)
    return f"added #{item['id']}"


def cmd_done(store, args):
    for item in store.items:
        if item["id"] == args.id:
            item["done"] = True
            return f"completed #{args.id}"
    return f"no item #{args.id}"


def cmd_list(store, args):
    rows = [i for i in store.items if args.all or not i["done"]]
    if args.tag:
        rows = [i for i in rows if args.tag in i["tags"]]
    return "\n".join(f"[{'x' if i['done'] else ' '}] #{i['id']} {i['text']}"
                     + (f"  ({', '.join(i['tags'])})" if i["tags"] else "") for i in rows) or "(empty)"


COMMANDS = {"add": cmd_add, "done": cmd_done, "list": cmd_list}


def build_parser():
    parser = argparse.ArgumentParser(prog="todo")
    sub = parser.add_subparsers(dest="command", required=True)
    p_add = sub.add_parser("add")
    p_add.add_argument("text", nargs="+")
    p_add.add_argument("--tag", action="append")
    p_done = sub.add_parser("done")
    p_done.add_argument("id", type=int)
    p_list = sub.add_parser("list")
    p_list.add_argument("--all", action="store_true")
    p_list.add_argument("--tag")
    return parser


def run(argv, store):
    args = build_parser().parse_args(argv)
    message = COMMANDS[args.command](store, args)
    if args.command != "list":
        store.save()
    return message


DEMO = [["add", "write", "report", "--tag", "work"], ["add", "buy", "milk"],
        ["add", "review", "PR", "--tag", "work"], ["done", "1"], ["list"],
        ["list", "--all", "--tag", "work"]]

if __name__ == "__main__":
    store = TodoStore()
    store.items.clear()
    sequences = [sys.argv[1:]] if len(sys.argv) > 1 else DEMO
    for argv in sequences:
        print(f"$ todo {' '.join(argv)}")
        print(run(argv, store))
