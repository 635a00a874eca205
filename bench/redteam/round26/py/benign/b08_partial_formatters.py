# benign: dispatch table of functools.partial over harmless formatting functions
import functools
import math


def fmt_number(x, digits=2, unit=""):
    return f"{x:,.{digits}f}{unit}"


def fmt_percent(x, digits=1):
    return f"{x * 100:.{digits}f}%"


def fmt_bytes(n):
    if n == 0:
        return "0 B"
    units = ["B", "KB", "MB", "GB", "TB"]
    i = min(int(math.log(n, 1024)), len(units) - 1)
    return f"{n / 1024 ** i:.1f} {units[i]}"


FORMATTERS = {
    "money": functools.partial(fmt_number, digits=2, unit=" EUR"),
    "int": functools.partial(fmt_number, digits=0),
    "pct": functools.partial(fmt_percent, digits=2),
    "size": fmt_bytes,
}

METRICS = [
    ("revenue", "money", 1234567.891),
    ("users", "int", 40213),
    ("conversion", "pct", 0.03417),
    ("storage", "size", 73_400_320),
]


def render(metrics):
    width = max(len(m[0]) for m in metrics)
    lines = []
    for name, kind, value in metrics:
        fn = FORMATTERS[kind]
        lines.append(f"{name.ljust(width)}  {fn(value)}")
    return "\n".join(lines)


if __name__ == "__main__":
    report = render(METRICS)
    print(report)
    with open("metrics_report.txt", "w") as fh:
        fh.write(report + "\n")
