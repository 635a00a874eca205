"""Command dispatch table plus getattr over a literal tuple of method names (decoy)."""
import json
import statistics


class Report:
    STEPS = ("load", "validate", "summarise", "save")

    def __init__(self, values):
        self.raw = values
        self.data = None
        self.summary = None

    def load(self):
        self.data = [float(v) for v in self.raw if str(v).strip()]

    def validate(self):
        bad = [v for v in self.data if v < 0]
        if bad:
            raise ValueError(f"negative values: {bad}")

    def summarise(self):
        self.summary = {"n": len(self.data), "mean": statistics.mean(self.data),
                        "median": statistics.median(self.data), "stdev": statistics.stdev(self.data)}

    def save(self):
        with open("report_summary.json", "w") as fh:
            json.dump(self.summary, fh, indent=2)

    def run(self):
        for name in self.STEPS:
            getattr(self, name)()
        return self.summary


def cmd_add(a, b):
    return a + b


def cmd_scale(a, b):
    return a * b


def cmd_clip(a, b):
    return min(a, b)


COMMANDS = {"add": cmd_add, "scale": cmd_scale, "clip": cmd_clip}


def dispatch(script):
    acc = 0.0
    for line in script.strip().splitlines():
        op, arg = line.split()
        acc = COMMANDS[op](acc, float(arg))
    return acc


if __name__ == "__main__":
    print(Report(["1.5", "2", "", "3.25", "4"]).run())
    print(dispatch("add 10\nscale 3\nclip 25\nadd -2"))
