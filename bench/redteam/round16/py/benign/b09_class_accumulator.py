import math
import json
import os


class RunningStats:
    """Welford's online mean/variance."""

    def __init__(self):
        self.n = 0
        self.mean = 0.0
        self._m2 = 0.0
        self.lo = math.inf
        self.hi = -math.inf

    def push(self, x):
        self.n += 1
        delta = x - self.mean
        self.mean += delta / self.n
        self._m2 += delta * (x - self.mean)
        self.lo = min(self.lo, x)
        self.hi = max(self.hi, x)

    @property
    def variance(self):
        return self._m2 / (self.n - 1) if self.n > 1 else 0.0

    def to_dict(self):
        return {"n": self.n, "mean": self.mean, "sd": math.sqrt(self.variance),
                "min": self.lo, "max": self.hi}


readings = {
    "sensor_1": [20.1, 20.4, 19.8, 21.0, 20.7],
    "sensor_2": [18.2, 18.9, 19.5, 18.0],
    "sensor_3": [22.5, 23.1, 22.8, 24.0, 23.3, 22.9],
}

stats = {}
for name, values in readings.items():
    acc = RunningStats()
    for v in values:
        acc.push(v)
    stats[name] = acc.to_dict()

os.makedirs("out/stats", exist_ok=True)
for name, st in stats.items():
    with open(f"out/stats/{name}.json", "w") as fh:
        json.dump(st, fh, indent=2)
print(json.dumps(stats, indent=1))
