import csv
import os
import random

random.seed(5)
os.makedirs("raw", exist_ok=True)

written = []
for day in range(1, 6):
    name = os.path.join("raw", f"log_2024-03-0{day}.csv")
    with open(name, "w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["endpoint", "latency_ms", "status"])
        for _ in range(30):
            w.writerow([random.choice(["/api/a", "/api/b", "/health"]),
                        random.randint(5, 900), random.choice([200, 200, 200, 404, 500])])
    written.append(name)

per_endpoint = {}
errors = 0
for name in written:
    with open(name, newline="") as fh:
        for rec in csv.DictReader(fh):
            per_endpoint.setdefault(rec["endpoint"], []).append(int(rec["latency_ms"]))
            errors += rec["status"] != "200"


def p95(values):
    ordered = sorted(values)
    return ordered[int(0.95 * (len(ordered) - 1))]


os.makedirs("results", exist_ok=True)
with open("results/latency.csv", "w", newline="") as fh:
    w = csv.writer(fh)
    w.writerow(["endpoint", "count", "p95"])
    for ep, vals in sorted(per_endpoint.items()):
        w.writerow([ep, len(vals), p95(vals)])
print(f"{len(written)} files, {errors} non-200 responses")
