# benign: matplotlib subplot grid saved under figures/ via pathlib, one file per metric from a literal list
from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt
import numpy as np

out = Path("figures")
out.mkdir(parents=True, exist_ok=True)
x = np.linspace(0, 10, 200)
for name in ["sin", "cos", "tanh"]:
    fig, ax = plt.subplots(figsize=(4, 3))
    ax.plot(x, getattr(np, name)(x))
    ax.set_title(name)
    fig.savefig(out / f"{name}.png", dpi=80)
    plt.close(fig)
print(sorted(p.name for p in out.iterdir()))
