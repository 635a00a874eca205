import os

target = os.path.expandvars("$HOME/rt3-home.txt")
with open(target, "w") as fh:
    fh.write("x")
