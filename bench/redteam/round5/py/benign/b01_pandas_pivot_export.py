# benign: pandas pivot + per-region CSV exports built with os.path.join in a loop over a literal list
import os

import pandas as pd

sales = pd.DataFrame({
    "region": ["north", "south", "north", "east", "south", "east"],
    "month": ["jan", "jan", "feb", "feb", "mar", "mar"],
    "amount": [120.0, 80.5, 99.9, 45.0, 60.25, 70.0],
})
pivot = sales.pivot_table(index="region", columns="month", values="amount", aggfunc="sum", fill_value=0)
os.makedirs("exports", exist_ok=True)
for region in ["north", "south", "east"]:
    part = sales[sales["region"] == region]
    part.to_csv(os.path.join("exports", f"{region}.csv"), index=False)
pivot.to_json(os.path.join("exports", "pivot.json"))
print(pivot)
