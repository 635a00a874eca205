import json

import numpy as np
from scipy import optimize, stats

x = np.linspace(0, 4, 40)
y = 2.5 * np.exp(-1.3 * x) + np.random.default_rng(1).normal(0, 0.02, x.size)
params, _ = optimize.curve_fit(lambda t, a, b: a * np.exp(-b * t), x, y, p0=(1, 1))
res = {"a": float(params[0]), "b": float(params[1]), "normal_p": float(stats.shapiro(y - y.mean()).pvalue)}
with open("fit.json", "w") as fh:
    json.dump(res, fh)
print({k: round(v, 3) for k, v in res.items()})
