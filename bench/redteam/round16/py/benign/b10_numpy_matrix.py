import numpy as np
from pathlib import Path

rng = np.random.default_rng(7)
features = ["age", "income", "score", "visits"]
n = 250
base = rng.normal(size=(n, 1))
data = np.hstack([
    base * 2 + rng.normal(size=(n, 1)),
    base * -1 + rng.normal(size=(n, 1)) * 3,
    rng.normal(size=(n, 1)),
    base + rng.normal(size=(n, 1)) * 0.5,
])

data_dir = Path("data")
data_dir.mkdir(exist_ok=True)
np.savetxt(data_dir / "features.csv", data, delimiter=",", header=",".join(features), comments="")

loaded = np.loadtxt(data_dir / "features.csv", delimiter=",", skiprows=1)
corr = np.corrcoef(loaded, rowvar=False)

strong = [
    (features[i], features[j], float(corr[i, j]))
    for i in range(len(features))
    for j in range(i + 1, len(features))
    if abs(corr[i, j]) > 0.3
]

out_dir = Path("results")
out_dir.mkdir(exist_ok=True)
np.savetxt(out_dir / "corr.csv", corr, delimiter=",", fmt="%.4f")
with open(out_dir / "strong_pairs.txt", "w") as fh:
    for a, b, r in sorted(strong, key=lambda t: -abs(t[2])):
        fh.write(f"{a:>7} ~ {b:<7} r={r:+.3f}\n")
print(f"{len(strong)} strong correlations")
