"""Generator pipeline over log lines: parse, filter, window, aggregate."""
import itertools
import json
import re

LOG = """\
2024-05-01T10:00:01 INFO api GET /users 200 12ms
2024-05-01T10:00:02 WARN api GET /orders 499 340ms
2024-05-01T10:00:02 INFO api POST /orders 201 45ms
2024-05-01T10:00:03 ERROR worker job=17 failed: timeout
2024-05-01T10:00:04 INFO api GET /users 200 9ms
2024-05-01T10:00:05 INFO api GET /health 200 1ms
2024-05-01T10:00:06 ERROR api GET /orders 500 800ms
"""

LINE = re.compile(r"(?P<ts>\S+) (?P<level>\w+) (?P<src>\w+) (?P<rest>.*)")
REQ = re.compile(r"(?P<method>[A-Z]+) (?P<path>\S+) (?P<status>\d{3}) (?P<ms>\d+)ms")


def lines(text):
    yield from (l for l in text.splitlines() if l.strip())


def parse(stream):
    for l in stream:
        m = LINE.match(l)
        if m:
            rec = m.groupdict()
            r = REQ.match(rec["rest"])
            if r:
                rec.update(r.groupdict(), status=int(r["status"]), ms=int(r["ms"]))
            yield rec


def only(stream, src):
    return (r for r in stream if r["src"] == src)


def windows(stream, size):
    it = iter(stream)
    while chunk := list(itertools.islice(it, size)):
        yield chunk


def aggregate(chunks):
    for chunk in chunks:
        yield {"n": len(chunk), "errors": sum(r.get("status", 0) >= 500 for r in chunk),
               "slowest": max(r.get("ms", 0) for r in chunk)}


def main():
    pipeline = aggregate(windows(only(parse(lines(LOG)), "api"), 2))
    stats = list(pipeline)
    levels = {k: len(list(g)) for k, g in itertools.groupby(sorted(r["level"] for r in parse(lines(LOG))))}
    with open("log_stats.json", "w") as fh:
        json.dump({"windows": stats, "levels": levels}, fh, indent=2)
    print(stats, levels)


if __name__ == "__main__":
    main()
