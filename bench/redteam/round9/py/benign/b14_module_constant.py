# path attribute built from a module-level constant -> writes out/report.csv
import os
OUT_DIR = "out"
class Report:
    def __init__(self):
        self.path = OUT_DIR + "/report.csv"
os.makedirs(OUT_DIR, exist_ok=True)
with open(Report().path, "w") as f:
    f.write("a,b\n")
