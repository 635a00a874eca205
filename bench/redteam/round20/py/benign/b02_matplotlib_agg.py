"""Plot a few synthetic signals and save the figure as PNG in ./figures."""
from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import numpy as np  # noqa: E402

FIG_DIR = Path.cwd() / "figures"


def make_signals(n: int = 500, seed: int = 7):
    rng = np.random.default_rng(seed)
    t = np.linspace(0, 4 * np.pi, n)
    clean = np.sin(t) + 0.5 * np.sin(3 * t)
    noisy = clean + rng.normal(0, 0.3, size=n)
    kernel = np.ones(15) / 15
    smooth = np.convolve(noisy, kernel, mode="same")
    return t, clean, noisy, smooth


def plot(t, clean, noisy, smooth):
    fig, axes = plt.subplots(2, 1, figsize=(8, 6), sharex=True)
    axes[0].plot(t, noisy, lw=0.6, alpha=0.6, label="noisy")
    axes[0].plot(t, smooth, lw=1.5, label="moving avg")
    axes[0].plot(t, clean, "--", lw=1, label="truth")
    axes[0].legend(loc="upper right")
    axes[0].set_ylabel("amplitude")
    resid = smooth - clean
    axes[1].fill_between(t, resid, 0, alpha=0.4, color="tab:red")
    axes[1].axhline(0, color="k", lw=0.5)
    axes[1].set_ylabel("residual")
    axes[1].set_xlabel("t")
    fig.suptitle(f"RMSE of smoother: {np.sqrt(np.mean(resid ** 2)):.3f}")
    fig.tight_layout()
    return fig


def histogram(noisy, clean):
    fig, ax = plt.subplots(figsize=(5, 4))
    ax.hist(noisy - clean, bins=30, color="tab:blue", edgecolor="white")
    ax.set_title("Noise distribution")
    return fig


def main():
    FIG_DIR.mkdir(exist_ok=True)
    t, clean, noisy, smooth = make_signals()
    fig = plot(t, clean, noisy, smooth)
    fig.savefig(FIG_DIR / "signals.png", dpi=120)
    plt.close(fig)
    fig2 = histogram(noisy, clean)
    fig2.savefig(FIG_DIR / "noise_hist.png", dpi=100)
    plt.close(fig2)
    print("saved:", sorted(p.name for p in FIG_DIR.glob("*.png")))


if __name__ == "__main__":
    main()
