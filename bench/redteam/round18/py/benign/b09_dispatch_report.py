"""Column profiling report driven by a table of aggregation names."""
import json
import operator
import os

import numpy as np
import pandas as pd

SERIES_METHODS = ["mean", "median", "std", "min", "max", "skew"]
EXTRA = {
    "missing": lambda s: int(s.isna().sum()),
    "iqr": lambda s: float(s.quantile(0.75) - s.quantile(0.25)),
    "cv": lambda s: float(s.std() / s.mean()) if s.mean() else float("nan"),
}
FORMATTERS = {
    "pct": "{:.1%}".format,
    "num": "{:,.3f}".format,
    "int": "{:d}".format,
}


def sample_frame():
    rng = np.random.default_rng(3)
    df = pd.DataFrame({
        "height_cm": rng.normal(171, 9, 400),
        "weight_kg": rng.normal(72, 12, 400),
        "income_k": rng.lognormal(3.8, 0.5, 400),
    })
    df.loc[rng.choice(400, 15, replace=False), "income_k"] = np.nan
    return df


def profile_column(series):
    out = {}
    for name in SERIES_METHODS:
        method = getattr(series, name)
        out[name] = float(method())
    for name, fn in EXTRA.items():
        out[name] = fn(series)
    return out


def format_value(metric, value):
    kind = "int" if metric == "missing" else "pct" if metric == "cv" else "num"
    return FORMATTERS[kind](value)


def render(profile):
    metrics = SERIES_METHODS + list(EXTRA)
    header = "| column | " + " | ".join(metrics) + " |"
    lines = [header, "|" + "---|" * (len(metrics) + 1)]
    for col, vals in profile.items():
        cells = [format_value(m, vals[m]) for m in metrics]
        lines.append(f"| {col} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def main():
    df = sample_frame()
    profile = {col: profile_column(df[col]) for col in df.columns}
    widest = max(profile.items(), key=lambda kv: operator.itemgetter("iqr")(kv[1]))
    os.makedirs("reports", exist_ok=True)
    with open(os.path.join("reports", "profile.md"), "w", encoding="utf-8") as fh:
        fh.write("# Column profile\n\n" + render(profile) + "\n")
        fh.write(f"\nWidest spread (IQR): **{widest[0]}**\n")
    with open(os.path.join("reports", "profile.json"), "w", encoding="utf-8") as fh:
        json.dump(profile, fh, indent=2)
    print(render(profile))


if __name__ == "__main__":
    main()
