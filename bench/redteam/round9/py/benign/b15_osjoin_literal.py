# path attribute built with os.path.join of two literals -> writes out/report.csv
import os
class Report:
    path = os.path.join("out", "report.csv")
os.makedirs("out", exist_ok=True)
with open(Report().path, "w") as f:
    f.write("a,b\n")
