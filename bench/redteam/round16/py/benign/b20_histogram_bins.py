import os
import json
import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
import numpy as np

config = json.loads('{"bins": 12, "datasets": ["latency", "payload"], "dpi": 80}')
rng = np.random.default_rng(2024)
datasets = {
    "latency": rng.lognormal(mean=3.0, sigma=0.5, size=800),
    "payload": rng.gamma(shape=2.0, scale=150.0, size=800),
}

out_dir = os.path.join("out", "histograms")
os.makedirs(out_dir, exist_ok=True)

table = {}
for name in config["datasets"]:
    values = datasets[name]
    counts, edges = np.histogram(values, bins=config["bins"])
    table[name] = [
        {"lo": round(float(lo), 2), "hi": round(float(hi), 2), "count": int(c)}
        for lo, hi, c in zip(edges[:-1], edges[1:], counts)
    ]
    fig, ax = plt.subplots(figsize=(5, 3))
    ax.hist(values, bins=edges, color="steelblue", edgecolor="white")
    ax.set_title(f"{name} (n={values.size})")
    fig.savefig(os.path.join(out_dir, f"{name}.png"), dpi=config["dpi"])
    plt.close(fig)

with open(os.path.join(out_dir, "bins.json"), "w") as fh:
    json.dump(table, fh, indent=1)
print({k: sum(b["count"] for b in v) for k, v in table.items()})
