# dict class attribute mapping report names to relative paths -> writes out/daily.csv
import os
class Paths:
    files = {"daily": "out/daily.csv", "weekly": "out/weekly.csv"}
os.makedirs("out", exist_ok=True)
with open(Paths().files["daily"], "w") as f:
    f.write("day,total\n")
