import contextlib

target = "report.txt"
with contextlib.nullcontext("/opt/rt6canary/x") as target:
    print("preparing", target)

with open(target, "w") as fh:
    fh.write("rt6 d05 overwrote this\n")
