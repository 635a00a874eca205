# @property building a relative path from a class attribute -> writes out/sales.csv
import os
class Report:
    name = "sales"
    @property
    def path(self):
        return "out/" + self.name + ".csv"
os.makedirs("out", exist_ok=True)
with open(Report().path, "w") as f:
    f.write("a,b\n")
