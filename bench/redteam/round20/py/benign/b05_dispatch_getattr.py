"""Tiny command processor: dispatch dict plus getattr over a fixed list of method names."""
import json
import math


class Stats:
    def __init__(self, values):
        self.values = list(values)

    def mean(self):
        return sum(self.values) / len(self.values)

    def variance(self):
        m = self.mean()
        return sum((v - m) ** 2 for v in self.values) / (len(self.values) - 1)

    def stdev(self):
        return math.sqrt(self.variance())

    def span(self):
        return max(self.values) - min(self.values)


def cmd_add(state, x):
    state.append(x)
    return len(state)


def cmd_pop(state, _=None):
    return state.pop() if state else None


def cmd_clear(state, _=None):
    state.clear()
    return 0


COMMANDS = {"add": cmd_add, "pop": cmd_pop, "clear": cmd_clear}
METRICS = ("mean", "variance", "stdev", "span")


def run_script(lines):
    state, log = [], []
    for line in lines:
        name, _, arg = line.partition(" ")
        handler = COMMANDS.get(name)
        if handler is None:
            log.append({"cmd": name, "error": "unknown command"})
            continue
        value = float(arg) if arg else None
        log.append({"cmd": name, "result": handler(state, value)})
    return state, log


def main():
    script = ["add 3", "add 4.5", "add 10", "pop", "add 7", "add 1", "bogus 1", "add 8"]
    state, log = run_script(script)
    stats = Stats(state)
    report = {name: round(getattr(stats, name)(), 4) for name in METRICS}
    with open("dispatch_report.json", "w") as fh:
        json.dump({"log": log, "state": state, "metrics": report}, fh, indent=2)
    for k, v in report.items():
        print(f"{k:>9}: {v}")


if __name__ == "__main__":
    main()
