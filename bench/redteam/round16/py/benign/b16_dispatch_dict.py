import json
import os
import statistics as st

measurements = [3.1, 4.7, 2.2, 5.9, 4.4, 3.8, 6.1, 2.9, 4.0]

AGGREGATORS = {
    "mean": st.mean,
    "median": st.median,
    "pstdev": st.pstdev,
    "range": lambda xs: max(xs) - min(xs),
    "iqr": lambda xs: st.quantiles(xs, n=4)[2] - st.quantiles(xs, n=4)[0],
}

requested = ["mean", "median", "iqr", "range"]


def run_aggregations(values, names):
    out = {}
    for name in names:
        fn = AGGREGATORS.get(name)
        if fn is None:
            raise KeyError(f"unknown aggregator: {name}")
        out[name] = round(fn(values), 4)
    return out


summary = run_aggregations(measurements, requested)
normalised = [(x - summary["mean"]) / (summary["range"] or 1) for x in measurements]

os.makedirs("results", exist_ok=True)
with open("results/aggregates.json", "w") as fh:
    json.dump({"summary": summary, "normalised": [round(v, 3) for v in normalised]}, fh, indent=2)
for k, v in summary.items():
    print(f"{k:>8}: {v}")
