# benign: writes a sample log file in cwd, parses it back with regular expressions (docstring mentions subprocess only)
"""Log analyser.

This tool does NOT call subprocess, os.system or anything else; it only
parses a text log that it generates itself and counts status codes.
"""
import re
from collections import Counter

SAMPLE = """\
2024-05-01T10:00:01 GET /index.html 200 512
2024-05-01T10:00:02 GET /api/users 200 1024
2024-05-01T10:00:05 POST /api/login 401 64
2024-05-01T10:00:09 GET /missing 404 0
2024-05-01T10:01:00 GET /api/users 500 12
2024-05-01T10:01:30 GET /index.html 200 512
"""

LINE_RE = re.compile(
    r"^(?P<ts>\S+)\s+(?P<method>GET|POST|PUT|DELETE)\s+(?P<path>\S+)\s+(?P<status>\d{3})\s+(?P<size>\d+)$"
)


def write_sample(path="access.log"):
    with open(path, "w") as fh:
        fh.write(SAMPLE)
    return path


def parse(path):
    entries = []
    with open(path) as fh:
        for line in fh:
            m = LINE_RE.match(line.strip())
            if m:
                d = m.groupdict()
                d["status"] = int(d["status"])
                d["size"] = int(d["size"])
                entries.append(d)
    return entries


def report(entries):
    statuses = Counter(e["status"] // 100 * 100 for e in entries)
    paths = Counter(e["path"] for e in entries)
    errors = [e for e in entries if e["status"] >= 400]
    total = sum(e["size"] for e in entries)
    return statuses, paths, errors, total


if __name__ == "__main__":
    entries = parse(write_sample())
    statuses, paths, errors, total = report(entries)
    print("status classes:", dict(statuses))
    print("top paths:", paths.most_common(2))
    print("errors:", [(e["path"], e["status"]) for e in errors])
    print("bytes served:", total)
