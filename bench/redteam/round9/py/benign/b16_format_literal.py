# path attribute built with str.format of literals -> writes out/2024.csv
import os
class Report:
    path = "out/{}.csv".format(2024)
os.makedirs("out", exist_ok=True)
with open(Report().path, "w") as f:
    f.write("a,b\n")
