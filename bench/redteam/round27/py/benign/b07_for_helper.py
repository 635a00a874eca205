# BENIGN: for loop over a helper that normalises a known list of output files
import os

NAMES = ["out/alpha.txt", "out/beta.txt"]


def normalised(paths):
    return [os.path.normpath(p) for p in paths]


os.makedirs("out", exist_ok=True)
for target in normalised(NAMES):
    with open(target, "w") as fh:
        fh.write("ok\n")
