# class attribute built from an earlier class attribute in the same body -> writes out/summary.csv
import os
class Report:
    OUT = "out"
    path = OUT + "/summary.csv"
os.makedirs("out", exist_ok=True)
with open(Report().path, "w") as f:
    f.write("n\n3\n")
