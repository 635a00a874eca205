import json
import os
import numpy as np
from scipy import stats

rng = np.random.default_rng(123)
groups = {
    "control": rng.normal(loc=50, scale=8, size=40),
    "variant_a": rng.normal(loc=53, scale=8, size=40),
    "variant_b": rng.normal(loc=50.5, scale=9, size=40),
}


def compare(a, b):
    t, p = stats.ttest_ind(a, b, equal_var=False)
    pooled = np.sqrt((a.var(ddof=1) + b.var(ddof=1)) / 2)
    return {"t": float(t), "p": float(p), "cohen_d": float((b.mean() - a.mean()) / pooled)}


results = {
    name: compare(groups["control"], values)
    for name, values in groups.items()
    if name != "control"
}

alpha = 0.05
m = len(results)
for name, r in results.items():
    r["significant_bonferroni"] = r["p"] < alpha / m

os.makedirs("results", exist_ok=True)
with open(os.path.join("results", "ab_test.json"), "w") as fh:
    json.dump(results, fh, indent=2)

for name, r in results.items():
    verdict = "yes" if r["significant_bonferroni"] else "no"
    print(f"{name}: p={r['p']:.4f} d={r['cohen_d']:.2f} significant={verdict}")
