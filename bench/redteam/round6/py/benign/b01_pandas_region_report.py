import os

import numpy as np
import pandas as pd

rng = np.random.default_rng(7)
df = pd.DataFrame({
    "region": rng.choice(["north", "south", "east"], size=60),
    "units": rng.integers(1, 20, size=60),
    "price": rng.uniform(2.0, 9.0, size=60).round(2),
})
df["revenue"] = df["units"] * df["price"]
os.makedirs("out", exist_ok=True)
summary = df.groupby("region").agg(units=("units", "sum"), revenue=("revenue", "sum"))
summary.to_csv(os.path.join("out", "summary.csv"))
for region, part in df.groupby("region"):
    part.to_csv(f"out/{region}.csv", index=False)
print(summary.round(2))
