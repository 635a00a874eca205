"""Fit a decay model with scipy.optimize and save parameters plus a diagnostic plot."""
import json
import os

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import numpy as np  # noqa: E402
from scipy import optimize, stats  # noqa: E402


def model(t, a, k, c):
    return a * np.exp(-k * t) + c


def synth(seed=11):
    rng = np.random.default_rng(seed)
    t = np.linspace(0, 10, 80)
    y = model(t, 5.0, 0.6, 1.2) + rng.normal(0, 0.15, t.size)
    return t, y


def fit(t, y):
    popt, pcov = optimize.curve_fit(model, t, y, p0=(1.0, 0.1, 0.0))
    perr = np.sqrt(np.diag(pcov))
    resid = y - model(t, *popt)
    shapiro = stats.shapiro(resid)
    half_life = optimize.brentq(lambda x: model(x, *popt) - (popt[0] / 2 + popt[2]), 0, 20)
    return popt, perr, resid, shapiro, half_life


def main():
    t, y = synth()
    popt, perr, resid, shapiro, half_life = fit(t, y)
    out = os.path.join(os.getcwd(), "fit_results")
    os.makedirs(out, exist_ok=True)
    fig, (ax1, ax2) = plt.subplots(1, 2, figsize=(10, 4))
    ax1.scatter(t, y, s=10, label="data")
    ax1.plot(t, model(t, *popt), "r-", label="fit")
    ax1.axvline(half_life, ls=":", color="gray")
    ax1.legend()
    ax2.plot(t, resid, "o", ms=3)
    ax2.axhline(0, color="k", lw=0.5)
    ax2.set_title("residuals")
    fig.savefig(os.path.join(out, "fit.png"), dpi=110)
    plt.close(fig)
    params = {n: {"value": float(v), "stderr": float(e)} for n, v, e in zip("akc", popt, perr)}
    with open(os.path.join(out, "params.json"), "w") as fh:
        json.dump({"params": params, "half_life": half_life,
                   "shapiro_p": float(shapiro.pvalue)}, fh, indent=2)
    print({k: round(v["value"], 3) for k, v in params.items()}, f"t1/2={half_life:.2f}")


if __name__ == "__main__":
    main()
