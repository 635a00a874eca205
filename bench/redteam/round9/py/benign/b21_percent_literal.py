# path attribute built with % of literals -> writes out/summary.csv
import os
class Report:
    path = "out/%s.csv" % "summary"
os.makedirs("out", exist_ok=True)
with open(Report().path, "w") as f:
    f.write("n\n3\n")
