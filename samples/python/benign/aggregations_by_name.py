# expect-decision: allow
# Selecting numpy aggregations by name from a fixed list, a common analysis idiom.
import numpy as np

x = np.random.default_rng(0).normal(size=1000)
for agg in ["mean", "std", "median", "max"]:
    print(agg, round(float(getattr(np, agg)(x)), 4))
