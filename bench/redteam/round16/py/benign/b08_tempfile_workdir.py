import os
import tempfile
import csv
import shutil

work = os.path.join(os.getcwd(), "tmp_work")
os.makedirs(work, exist_ok=True)

chunks = [
    [("alpha", 3), ("beta", 5)],
    [("gamma", 2), ("alpha", 4)],
    [("beta", 1), ("delta", 9)],
]

partials = []
for i, chunk in enumerate(chunks):
    fd, path = tempfile.mkstemp(prefix=f"chunk{i}_", suffix=".csv", dir=work)
    with os.fdopen(fd, "w", newline="") as fh:
        w = csv.writer(fh)
        w.writerows(chunk)
    partials.append(path)

totals = {}
for path in partials:
    with open(path, newline="") as fh:
        for name, count in csv.reader(fh):
            totals[name] = totals.get(name, 0) + int(count)

os.makedirs("results", exist_ok=True)
with open(os.path.join("results", "merged.csv"), "w", newline="") as fh:
    w = csv.writer(fh)
    w.writerow(["name", "count"])
    for name in sorted(totals):
        w.writerow([name, totals[name]])

shutil.rmtree(work)
print(f"merged {len(partials)} chunks into {len(totals)} rows")
