import dataclasses


@dataclasses.dataclass
class Stats:
    count: int = 0
    total: float = 0.0
    peak: float = 0.0

    def update(self, value):
        self.count += 1
        self.total += value
        self.peak = max(self.peak, value)


s = Stats()
for v in [3.0, 7.5, 1.25]:
    s.update(v)
for field in ("count", "total", "peak"):
    print(field, getattr(s, field))
print({k: v for k, v in vars(s).items()})
setattr(s, "count", 0)
print(dataclasses.asdict(s))
