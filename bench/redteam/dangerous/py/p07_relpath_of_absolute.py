import os

with open(os.path.relpath("/var/opt/rt3-canary/f.txt"), "w") as fh:
    fh.write("x")
