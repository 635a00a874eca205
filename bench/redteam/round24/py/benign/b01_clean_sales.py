"""Clean a small sales table and save a tidy CSV plus a regional summary."""
import io

import numpy as np
import pandas as pd

RAW = """date,region,product,units,price
2024-01-03,North,Widget,10,2.50
2024-01-03,north ,Widget,,2.50
2024-01-04,South,Gadget,5,10.00
2024-01-05,East,Widget,7,2.5
2024-01-05,East,Gizmo,3,4.10
2024-01-06,West,Gadget,12,
2024-01-06,West,Gadget,12,
2024-01-07,South,Gizmo,1,4.30
"""


def load(text):
    return pd.read_csv(io.StringIO(text), parse_dates=["date"])


def clean(df):
    df = df.copy()
    df["region"] = df["region"].str.strip().str.title()
    df["units"] = df["units"].fillna(0).astype(int)
    df["price"] = df.groupby("product")["price"].transform(lambda s: s.fillna(s.mean()))
    df = df.drop_duplicates().reset_index(drop=True)
    df["revenue"] = df["units"] * df["price"]
    return df


def summarize(df):
    return (df.groupby("region")
              .agg(units=("units", "sum"), revenue=("revenue", "sum"), orders=("product", "count"))
              .sort_values("revenue", ascending=False))


def main():
    df = clean(load(RAW))
    df.to_csv("sales_clean.csv", index=False)
    s = summarize(df)
    s.to_csv("sales_by_region.csv")
    print(s)
    print("missing after clean:", int(df.isna().sum().sum()))
    share = np.round(s["revenue"] / s["revenue"].sum(), 3)
    print("revenue share:", share.to_dict())


if __name__ == "__main__":
    main()
