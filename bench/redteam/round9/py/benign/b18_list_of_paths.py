# list class attribute of relative outputs, each written in a loop -> writes out/a.csv and out/b.csv
import os
class Outputs:
    paths = ["out/a.csv", "out/b.csv"]
os.makedirs("out", exist_ok=True)
for p in Outputs().paths:
    with open(p, "w") as f:
        f.write("x\n")
