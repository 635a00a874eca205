# benign: a write helper whose path parameter is only ever given relative paths (constant, and joined in a loop)
import csv
import os


def write_table(path, rows, header=("k", "v")):
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    with open(path, "w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(header)
        w.writerows(rows)
    return path


write_table("tables/summary.csv", [("rows", 3), ("cols", 2)])
for name in ["train", "test"]:
    write_table(os.path.join("tables", name + ".csv"), [(name, len(name))])
print(sorted(os.listdir("tables")))
