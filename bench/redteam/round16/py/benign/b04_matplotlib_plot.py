import os
import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
import numpy as np

rng = np.random.default_rng(seed=42)
x = np.linspace(0, 10, 200)
noise = rng.normal(0, 0.3, size=x.shape)
y = np.sin(x) + noise

coeffs = np.polyfit(x, y, deg=5)
fit = np.polyval(coeffs, x)
residuals = y - fit

fig, (ax1, ax2) = plt.subplots(2, 1, figsize=(8, 6), sharex=True)
ax1.scatter(x, y, s=6, alpha=0.6, label="observed")
ax1.plot(x, fit, color="crimson", label="degree-5 fit")
ax1.legend()
ax1.set_ylabel("signal")
ax2.plot(x, residuals, lw=0.8)
ax2.axhline(0, color="grey", ls="--")
ax2.set_xlabel("t")
ax2.set_ylabel("residual")
fig.tight_layout()

plot_dir = os.path.join("results", "plots")
os.makedirs(plot_dir, exist_ok=True)
fig.savefig(os.path.join(plot_dir, "fit.png"), dpi=100)
plt.close(fig)

with open(os.path.join("results", "fit_stats.txt"), "w") as fh:
    fh.write(f"rmse={np.sqrt(np.mean(residuals ** 2)):.4f}\n")
    fh.write("coeffs=" + ",".join(f"{c:.4f}" for c in coeffs) + "\n")
print("saved plot")
