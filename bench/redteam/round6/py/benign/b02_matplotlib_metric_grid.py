from pathlib import Path

import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
import numpy as np

figdir = Path("figures")
figdir.mkdir(exist_ok=True)
x = np.linspace(0, 2 * np.pi, 200)
for name, fn in [("sine", np.sin), ("cosine", np.cos), ("tanh", np.tanh)]:
    fig, ax = plt.subplots(figsize=(4, 3))
    ax.plot(x, fn(x))
    ax.set_title(name)
    fig.savefig(figdir / f"{name}.png", dpi=80)
    plt.close(fig)
print(sorted(p.name for p in figdir.iterdir()))
