import os


class OutputConfig:
    allowed = ("out", "results", "logs")

    def __init__(self):
        self._dir = "out"

    @property
    def dir(self):
        return self._dir

    @dir.setter
    def dir(self, value):
        if value not in self.allowed:
            raise ValueError(value)
        self._dir = value


cfg = OutputConfig()
cfg.dir = "results"
os.makedirs(cfg.dir, exist_ok=True)
words = "to be or not to be that is the question".split()
counts = {}
for w in words:
    counts[w] = counts.get(w, 0) + 1
with open(os.path.join(cfg.dir, "counts.txt"), "w") as fh:
    for w, c in sorted(counts.items()):
        fh.write(f"{w}\t{c}\n")
print("counts written to", cfg.dir)
