# BENIGN: map a lambda writing small files under ./out, then filter existing ones
import os

os.makedirs("out", exist_ok=True)
targets = ["out/a.json", "out/b.json", "out/c.json"]


def dump(path):
    with open(path, "w") as fh:
        fh.write("{}")
    return path


written = list(map(lambda p: dump(p), targets))
present = list(filter(lambda p: os.path.exists(p), written))
print(present)
