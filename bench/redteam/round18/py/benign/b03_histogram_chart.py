"""Plot response-time distributions for two service versions and save the figure."""
import os
from functools import partial

import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
import numpy as np

PLOT_STYLE = {"bins": 40, "alpha": 0.55, "density": True}
OUTPUT = os.path.join(os.getcwd(), "reports", "figures")


def simulate_latencies(rng, n, scale, tail_prob, tail_scale):
    base = rng.gamma(shape=2.0, scale=scale, size=n)
    tail = rng.random(n) < tail_prob
    base[tail] += rng.exponential(tail_scale, size=tail.sum())
    return base


def percentile_table(samples):
    qs = (50, 90, 95, 99)
    return {name: dict(zip(qs, np.percentile(vals, qs).round(1)))
            for name, vals in samples.items()}


def draw(ax, samples, **style):
    opts = {**PLOT_STYLE, **style}
    for label, data in samples.items():
        ax.hist(data, label=label, **opts)
        ax.axvline(np.median(data), linestyle="--", linewidth=1)
    ax.set_xlabel("latency (ms)")
    ax.set_ylabel("density")
    ax.legend()


def main():
    rng = np.random.default_rng(2024)
    sim = partial(simulate_latencies, rng, 5000)
    samples = {
        "v1.8": sim(scale=22.0, tail_prob=0.04, tail_scale=180.0),
        "v1.9": sim(scale=18.0, tail_prob=0.02, tail_scale=140.0),
    }
    table = percentile_table(samples)

    fig, (ax_hist, ax_box) = plt.subplots(1, 2, figsize=(11, 4.2))
    draw(ax_hist, samples, bins=60)
    ax_hist.set_xlim(0, 400)
    ax_box.boxplot(list(samples.values()), labels=list(samples.keys()), showfliers=False)
    ax_box.set_title("without outliers")
    fig.suptitle("Checkout API latency")
    fig.tight_layout()

    os.makedirs(OUTPUT, exist_ok=True)
    target = os.path.join(OUTPUT, "latency_hist.png")
    fig.savefig(target, dpi=120)
    plt.close(fig)

    for version, pct in table.items():
        cells = "  ".join(f"p{q}={v:>6}" for q, v in pct.items())
        print(f"{version}: {cells}")
    print("saved", os.path.relpath(target))


if __name__ == "__main__":
    main()
