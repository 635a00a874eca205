"""Hourly sensor readings -> daily aggregates, rolling anomaly flags, and a two-panel chart."""
from pathlib import Path

import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
import numpy as np
import pandas as pd

OUT = Path.cwd() / "out" / "sensors"
WINDOW = 24
Z_LIMIT = 3.0


def synth_readings(days=21, seed=9):
    rng = np.random.default_rng(seed)
    idx = pd.date_range("2024-02-01", periods=days * 24, freq="h")
    hour = idx.hour.to_numpy()
    temp = 19 + 3 * np.sin((hour - 6) / 24 * 2 * np.pi) + rng.normal(0, 0.4, len(idx))
    temp[rng.choice(len(idx), 6, replace=False)] += rng.choice([-6, 7], 6)
    humidity = np.clip(45 + rng.normal(0, 5, len(idx)).cumsum() * 0.05, 20, 90)
    df = pd.DataFrame({"temp_c": temp, "humidity": humidity}, index=idx)
    df.iloc[100:104, 0] = np.nan
    return df


def flag_anomalies(series, window=WINDOW, z=Z_LIMIT):
    mean = series.rolling(window, min_periods=6).mean()
    std = series.rolling(window, min_periods=6).std()
    score = (series - mean) / std
    return score.abs() > z


def daily(df):
    agg = df.resample("D").agg({"temp_c": ["min", "mean", "max"], "humidity": "mean"})
    agg.columns = ["_".join(c) for c in agg.columns]
    return agg.round(2)


def plot(df, flags, path):
    fig, (top, bottom) = plt.subplots(2, 1, sharex=True, figsize=(10, 6))
    top.plot(df.index, df["temp_c"], linewidth=0.8, label="temp")
    top.scatter(df.index[flags], df["temp_c"][flags], color="red", s=14, label="anomaly")
    top.set_ylabel("°C")
    top.legend(loc="upper right")
    bottom.plot(df.index, df["humidity"], color="tab:green", linewidth=0.8)
    bottom.set_ylabel("% RH")
    fig.autofmt_xdate()
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)


def main():
    OUT.mkdir(parents=True, exist_ok=True)
    df = synth_readings()
    df["temp_c"] = df["temp_c"].interpolate(limit=6)
    flags = flag_anomalies(df["temp_c"])
    summary = daily(df)
    summary["anomalies"] = flags.resample("D").sum().astype(int)
    summary.to_csv(OUT / "daily_summary.csv")
    plot(df, flags.to_numpy(), OUT / "readings.png")
    print(summary.head(7).to_string())
    print(f"total anomalies flagged: {int(flags.sum())}")


if __name__ == "__main__":
    main()
