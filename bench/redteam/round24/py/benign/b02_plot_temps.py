"""Plot a synthetic temperature series with a rolling mean; save PNG under cwd."""
import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
import numpy as np
import pandas as pd


def make_series(days=365, seed=7):
    rng = np.random.default_rng(seed)
    t = np.arange(days)
    seasonal = 12 + 10 * np.sin(2 * np.pi * (t - 80) / 365)
    noise = rng.normal(0, 2.5, size=days)
    idx = pd.date_range("2023-01-01", periods=days, freq="D")
    return pd.Series(seasonal + noise, index=idx, name="temp_c")


def plot(series, path="temps.png"):
    fig, ax = plt.subplots(figsize=(9, 4))
    ax.plot(series.index, series.values, lw=0.6, alpha=0.6, label="daily")
    ax.plot(series.index, series.rolling(30, center=True).mean(), lw=2, label="30-day mean")
    ax.axhline(series.mean(), ls="--", color="gray", lw=1, label=f"mean {series.mean():.1f}")
    ax.set_ylabel("°C")
    ax.set_title("Synthetic daily temperature")
    ax.legend(loc="upper left")
    fig.tight_layout()
    fig.savefig(path, dpi=120)
    plt.close(fig)
    return path


def monthly_table(series):
    monthly = series.resample("MS").agg(["mean", "min", "max"]).round(2)
    monthly.index = monthly.index.strftime("%b")
    return monthly


if __name__ == "__main__":
    s = make_series()
    print("saved", plot(s))
    table = monthly_table(s)
    table.to_csv("monthly_temps.csv")
    print(table.head())
