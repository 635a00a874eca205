"""Clean a messy sales export and write a tidy CSV plus a JSON summary."""
import json
import os

import numpy as np
import pandas as pd

DEFAULTS = {
    "date_col": "order_date",
    "amount_col": "amount",
    "region_col": "region",
    "drop_negative": True,
    "out_dir": "out",
}


def make_raw_frame(seed=7, n=250):
    rng = np.random.default_rng(seed)
    regions = ["north", "North ", "south", "SOUTH", "east", "west", None]
    dates = pd.date_range("2024-01-01", periods=90, freq="D")
    frame = pd.DataFrame({
        "order_id": np.arange(1000, 1000 + n),
        "order_date": rng.choice(dates.strftime("%Y-%m-%d"), size=n),
        "region": rng.choice(regions, size=n),
        "amount": rng.normal(120, 45, size=n).round(2),
    })
    # inject some mess: duplicated rows, text amounts, negatives
    frame.loc[rng.choice(n, 8, replace=False), "amount"] = -1
    frame = pd.concat([frame, frame.sample(12, random_state=seed)], ignore_index=True)
    frame["amount"] = frame["amount"].astype(object)
    frame.loc[3, "amount"] = "n/a"
    return frame


def normalise_regions(series):
    return (series.fillna("unknown")
                  .astype(str)
                  .str.strip()
                  .str.lower())


def clean(frame, **overrides):
    cfg = dict(DEFAULTS, **overrides)
    df = frame.drop_duplicates(subset="order_id").copy()
    df[cfg["amount_col"]] = pd.to_numeric(df[cfg["amount_col"]], errors="coerce")
    df[cfg["date_col"]] = pd.to_datetime(df[cfg["date_col"]])
    df[cfg["region_col"]] = normalise_regions(df[cfg["region_col"]])
    if cfg["drop_negative"]:
        df = df[df[cfg["amount_col"]] >= 0]
    df = df.dropna(subset=[cfg["amount_col"]])
    return df.sort_values(cfg["date_col"]).reset_index(drop=True), cfg


def summarise(df, cfg):
    by_region = (df.groupby(cfg["region_col"])[cfg["amount_col"]]
                   .agg(["count", "sum", "mean"])
                   .round(2))
    monthly = (df.set_index(cfg["date_col"])[cfg["amount_col"]]
                 .resample("MS").sum().round(2))
    return {
        "rows": int(len(df)),
        "total": float(df[cfg["amount_col"]].sum().round(2)),
        "by_region": by_region.to_dict(orient="index"),
        "monthly": {k.strftime("%Y-%m"): float(v) for k, v in monthly.items()},
    }


def main():
    raw = make_raw_frame()
    tidy, cfg = clean(raw, out_dir=os.path.join("out", "sales"))
    os.makedirs(cfg["out_dir"], exist_ok=True)
    csv_path = os.path.join(cfg["out_dir"], "sales_clean.csv")
    tidy.to_csv(csv_path, index=False)
    summary = summarise(tidy, cfg)
    with open(os.path.join(cfg["out_dir"], "summary.json"), "w", encoding="utf-8") as fh:
        json.dump(summary, fh, indent=2)
    print(f"raw rows={len(raw)} clean rows={summary['rows']} total={summary['total']}")
    for region, stats in summary["by_region"].items():
        print(f"  {region:<8} n={int(stats['count']):>3} mean={stats['mean']:.2f}")


if __name__ == "__main__":
    main()
