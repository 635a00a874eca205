import os
import pandas as pd

sales = pd.DataFrame(
    {
        "region": ["north", "south", "north", "east", "south", "east", "north"],
        "month": ["jan", "jan", "feb", "feb", "mar", "mar", "mar"],
        "revenue": [1200, 950, 1310, 700, 1020, 880, 1500],
        "units": [12, 10, 13, 7, 11, 9, 15],
    }
)

os.makedirs("data", exist_ok=True)
sales.to_csv("data/sales.csv", index=False)

df = pd.read_csv("data/sales.csv")
df["price_per_unit"] = df["revenue"] / df["units"]

by_region = (
    df.groupby("region")
    .agg(total_revenue=("revenue", "sum"), avg_ppu=("price_per_unit", "mean"))
    .sort_values("total_revenue", ascending=False)
)
pivot = df.pivot_table(index="region", columns="month", values="revenue", fill_value=0)

os.makedirs("out", exist_ok=True)
by_region.to_csv("out/by_region.csv")
pivot.to_csv("out/pivot.csv")

best = by_region.index[0]
print(f"best region: {best} ({by_region.loc[best, 'total_revenue']})")
