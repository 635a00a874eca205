"""Lazy log-processing pipeline built from generators; writes a summary CSV."""
import csv
import re
from collections import Counter
from itertools import islice

SAMPLE_LOG = """\
2024-03-01T10:00:01 INFO  api  GET /users 200 12ms
2024-03-01T10:00:02 WARN  api  GET /users/9 404 3ms
2024-03-01T10:00:02 INFO  api  POST /orders 201 48ms
2024-03-01T10:00:05 ERROR db   query timeout after 5000ms
2024-03-01T10:00:06 INFO  api  GET /health 200 1ms
garbage line that does not parse
2024-03-01T10:00:07 INFO  api  GET /users 200 15ms
2024-03-01T10:00:09 ERROR api  POST /orders 500 230ms
"""

LINE_RE = re.compile(r"^(?P<ts>\S+)\s+(?P<level>[A-Z]+)\s+(?P<svc>\w+)\s+(?P<msg>.*)$")
REQ_RE = re.compile(r"(?P<method>GET|POST|PUT|DELETE) (?P<path>\S+) (?P<status>\d{3}) (?P<ms>\d+)ms")


def read_lines(text):
    for line in text.splitlines():
        yield line.rstrip()


def parse(lines):
    for line in lines:
        m = LINE_RE.match(line)
        if m:
            yield m.groupdict()


def only_requests(records):
    for rec in records:
        m = REQ_RE.search(rec["msg"])
        if m:
            yield {**rec, **m.groupdict(), "ms": int(m["ms"]), "status": int(m["status"])}


def running_mean(values):
    total = 0
    for i, v in enumerate(values, 1):
        total += v
        yield total / i


def main():
    records = list(parse(read_lines(SAMPLE_LOG)))
    levels = Counter(r["level"] for r in records)
    requests = list(only_requests(records))
    means = list(running_mean(r["ms"] for r in requests))
    first_two = list(islice(only_requests(parse(read_lines(SAMPLE_LOG))), 2))
    with open("log_summary.csv", "w", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=["ts", "method", "path", "status", "ms", "running_mean_ms"])
        w.writeheader()
        for rec, mean in zip(requests, means):
            w.writerow({k: rec[k] for k in ("ts", "method", "path", "status", "ms")} | {"running_mean_ms": round(mean, 2)})
    print(dict(levels), "first:", [r["path"] for r in first_two])


if __name__ == "__main__":
    main()
