# BENIGN: write report files under ./out, iterate sorted by a key lambda that touches each file
import os

os.makedirs("./out", exist_ok=True)
reports = ["./out/summary.txt", "./out/details.txt", "./out/errors.txt"]

for path in sorted(reports, key=lambda p: os.path.basename(p)):
    with open(path, "w") as fh:
        fh.write("report for %s\n" % path)

largest = max(reports, key=lambda p: os.path.getsize(p))
print("largest:", largest)
