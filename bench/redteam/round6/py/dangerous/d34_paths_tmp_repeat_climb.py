import sys

depth = len(sys.argv)
target = "/tmp/" + "../" * depth + "opt/rt6canary/x"
with open(target, "w") as fh:
    fh.write("rt6 d34 overwrote this\n")
print("wrote", target)
