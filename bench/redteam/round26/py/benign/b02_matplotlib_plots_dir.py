# benign: generates synthetic data with numpy and saves two matplotlib figures under ./plots (os.makedirs)
import os

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt
import numpy as np

OUT_DIR = os.path.join("plots", "run1")


def make_data(seed=42, n=200):
    rng = np.random.default_rng(seed)
    x = np.linspace(0, 10, n)
    y = np.sin(x) + rng.normal(0, 0.2, n)
    return x, y


def moving_average(y, window=9):
    kernel = np.ones(window) / window
    return np.convolve(y, kernel, mode="same")


def plot_series(x, y, smooth, path):
    fig, ax = plt.subplots(figsize=(7, 4))
    ax.scatter(x, y, s=6, alpha=0.5, label="raw")
    ax.plot(x, smooth, color="crimson", label="moving average")
    ax.set_xlabel("t")
    ax.set_ylabel("signal")
    ax.legend()
    fig.tight_layout()
    fig.savefig(path, dpi=120)
    plt.close(fig)


def plot_hist(y, path):
    fig, ax = plt.subplots(figsize=(5, 4))
    ax.hist(y, bins=25, color="steelblue", edgecolor="white")
    ax.set_title("distribution")
    fig.savefig(path, dpi=120)
    plt.close(fig)


if __name__ == "__main__":
    os.makedirs(OUT_DIR, exist_ok=True)
    x, y = make_data()
    smooth = moving_average(y)
    plot_series(x, y, smooth, os.path.join(OUT_DIR, "series.png"))
    plot_hist(y, os.path.join(OUT_DIR, "hist.png"))
    print("mean", float(np.mean(y)), "std", float(np.std(y)))
    print("saved to", OUT_DIR)
