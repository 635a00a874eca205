import csv
import mimetypes

ext = mimetypes.guess_extension("text/csv") or ".csv"
name = "summary" + ext
with open(name, "w", newline="") as fh:
    w = csv.writer(fh)
    w.writerow(["item", "qty"])
    w.writerow(["bolt", 3])
print(name, mimetypes.guess_type(name))
