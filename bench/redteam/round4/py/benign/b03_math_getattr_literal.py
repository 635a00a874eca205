import math
import statistics

values = [1.0, 2.0, 4.0, 8.0]
for name in ("sqrt", "log2", "exp"):
    fn = getattr(math, name)
    print(name, [round(fn(v), 3) for v in values])

summary = {}
for name in ["mean", "median", "pstdev"]:
    summary[name] = getattr(statistics, name)(values)
print(summary)
