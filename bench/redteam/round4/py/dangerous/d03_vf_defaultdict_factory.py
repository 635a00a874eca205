# class: value-flow | technique: builtin open returned by a collections.defaultdict default factory (lambda) for a key the table lacks | effect: writes /etc/rt4canary/export.csv
import collections
import csv

writers = collections.defaultdict(lambda: open)
writers["json"] = None  # json gets its own writer later

rows = [("alpha", 1), ("beta", 2)]
fmt = "csv"
with writers[fmt]("/etc/rt4canary/export.csv", "w", newline="") as fh:
    csv.writer(fh).writerows(rows)
print("exported", len(rows), "rows")
