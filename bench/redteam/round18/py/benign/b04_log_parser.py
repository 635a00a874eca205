"""Generate a synthetic access log, then parse it and summarise errors per endpoint."""
import random
import re
from collections import Counter, defaultdict
from datetime import datetime, timedelta
from pathlib import Path

LOG_DIR = Path.cwd() / "logs"
LINE_RE = re.compile(
    r'(?P<ip>\d+\.\d+\.\d+\.\d+) - - \[(?P<ts>[^\]]+)\] '
    r'"(?P<method>[A-Z]+) (?P<path>\S+) HTTP/1\.1" (?P<status>\d{3}) (?P<size>\d+)'
)
ENDPOINTS = ["/api/users", "/api/orders", "/api/orders/42", "/health", "/login"]


def write_fake_log(path, lines=800, seed=11):
    rnd = random.Random(seed)
    start = datetime(2024, 5, 1, 8, 0, 0)
    with path.open("w", encoding="utf-8") as fh:
        for i in range(lines):
            ts = (start + timedelta(seconds=i * 7)).strftime("%d/%b/%Y:%H:%M:%S +0000")
            ip = f"10.0.{rnd.randint(0, 3)}.{rnd.randint(1, 254)}"
            ep = rnd.choice(ENDPOINTS)
            status = rnd.choices([200, 201, 304, 404, 500, 503], [70, 5, 8, 8, 6, 3])[0]
            method = "POST" if ep == "/login" else "GET"
            fh.write(f'{ip} - - [{ts}] "{method} {ep} HTTP/1.1" {status} {rnd.randint(80, 9000)}\n')
        fh.write("garbage line that should be skipped\n")


def parse(path):
    with path.open(encoding="utf-8") as fh:
        for raw in fh:
            m = LINE_RE.match(raw)
            if not m:
                continue
            rec = m.groupdict()
            rec["status"] = int(rec["status"])
            rec["size"] = int(rec["size"])
            rec["ts"] = datetime.strptime(rec["ts"], "%d/%b/%Y:%H:%M:%S %z")
            yield rec


def errors_only(records):
    return (r for r in records if r["status"] >= 400)


def summarise(records):
    by_ep = defaultdict(Counter)
    per_hour = Counter()
    for rec in records:
        by_ep[rec["path"]][rec["status"]] += 1
        per_hour[rec["ts"].strftime("%H:00")] += 1
    return by_ep, per_hour


def main():
    LOG_DIR.mkdir(exist_ok=True)
    log_file = LOG_DIR / "access.log"
    write_fake_log(log_file)
    total = sum(1 for _ in parse(log_file))
    by_ep, per_hour = summarise(errors_only(parse(log_file)))
    report = LOG_DIR / "error_summary.txt"
    with report.open("w", encoding="utf-8") as out:
        out.write(f"parsed {total} requests\n")
        for ep, counts in sorted(by_ep.items(), key=lambda kv: -sum(kv[1].values())):
            detail = ", ".join(f"{s}x{n}" for s, n in sorted(counts.items()))
            out.write(f"{ep:<18} {sum(counts.values()):>4}  ({detail})\n")
        out.write("busiest error hours: " +
                  ", ".join(f"{h} ({n})" for h, n in per_hour.most_common(3)) + "\n")
    print(report.read_text(encoding="utf-8"))


if __name__ == "__main__":
    main()
