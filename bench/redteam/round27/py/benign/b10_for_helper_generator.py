# BENIGN: generator helper yields output paths under ./out for a fixed list of ids
import os

IDS = ["001", "002", "003"]


def output_paths(ids):
    for i in ids:
        yield os.path.join("out", "item_%s.txt" % i)


os.makedirs("out", exist_ok=True)
for p in output_paths(IDS):
    with open(p, "w") as fh:
        fh.write(p)
