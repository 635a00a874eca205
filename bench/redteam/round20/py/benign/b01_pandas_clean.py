"""Clean a messy sales table and write tidy outputs into the working directory."""
import io
import os

import numpy as np
import pandas as pd

RAW = """order_id,date,region,product,qty,unit_price,notes
1001,2024-01-03,North,Widget,3,9.99,
1002,2024-01-03,north ,Widget,,9.99,missing qty
1003,01/04/2024,South,Gadget,2,24.50,
1004,2024-01-05,East,Gizmo,1,n/a,price tbd
1005,2024-01-05,East,Gizmo,4,15.00,
1005,2024-01-05,East,Gizmo,4,15.00,duplicate
1006,2024-01-07,WEST,Widget,10,9.49,bulk
1007,,South,Gadget,1,24.50,no date
"""


def normalise_region(s: pd.Series) -> pd.Series:
    return s.str.strip().str.title()


def parse_dates(s: pd.Series) -> pd.Series:
    return pd.to_datetime(s, errors="coerce", format="mixed")


def clean(df: pd.DataFrame) -> pd.DataFrame:
    df = df.copy()
    df["region"] = normalise_region(df["region"])
    df["date"] = parse_dates(df["date"])
    df["unit_price"] = pd.to_numeric(df["unit_price"], errors="coerce")
    df["qty"] = pd.to_numeric(df["qty"], errors="coerce")
    df = df.drop_duplicates(subset=["order_id"], keep="first")
    median_qty = df.groupby("product")["qty"].transform("median")
    df["qty"] = df["qty"].fillna(median_qty).astype(int)
    df["unit_price"] = df["unit_price"].fillna(
        df.groupby("product")["unit_price"].transform("mean")
    )
    df["revenue"] = (df["qty"] * df["unit_price"]).round(2)
    df["notes"] = df["notes"].fillna("")
    df["flag_no_date"] = df["date"].isna()
    return df


def summarise(df: pd.DataFrame) -> pd.DataFrame:
    out = (
        df.groupby(["region", "product"], as_index=False)
        .agg(orders=("order_id", "count"), units=("qty", "sum"), revenue=("revenue", "sum"))
        .sort_values("revenue", ascending=False)
    )
    out["share"] = np.round(out["revenue"] / out["revenue"].sum(), 3)
    return out


def main() -> None:
    raw = pd.read_csv(io.StringIO(RAW))
    tidy = clean(raw)
    summary = summarise(tidy)
    out_dir = os.path.join(os.getcwd(), "output")
    os.makedirs(out_dir, exist_ok=True)
    tidy.to_csv(os.path.join(out_dir, "sales_clean.csv"), index=False)
    summary.to_csv(os.path.join(out_dir, "sales_summary.csv"), index=False)
    print(summary.to_string(index=False))
    print(f"rows in: {len(raw)}, rows out: {len(tidy)}")


if __name__ == "__main__":
    main()
