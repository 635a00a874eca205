import csv
import os


class ReportWriter:
    def __init__(self, out_dir="out"):
        self.out_dir = out_dir
        os.makedirs(self.out_dir, exist_ok=True)

    def path(self, name):
        return os.path.join(self.out_dir, f"{name}.csv")

    def write(self, name, rows):
        p = self.path(name)
        with open(p, "w", newline="") as fh:
            w = csv.DictWriter(fh, fieldnames=list(rows[0]))
            w.writeheader()
            w.writerows(rows)
        return p


rows = [
    {"city": "Oslo", "temp": 4.5},
    {"city": "Rome", "temp": 17.2},
    {"city": "Lima", "temp": 19.0},
]
writer = ReportWriter()
print("wrote", writer.write("temps", rows))
