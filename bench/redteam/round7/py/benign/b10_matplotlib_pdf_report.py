import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt
import numpy as np
from matplotlib.backends.backend_pdf import PdfPages

x = np.linspace(0, 2 * np.pi, 100)
with PdfPages("report.pdf") as pdf:
    for k in (1, 2, 3):
        fig, ax = plt.subplots(figsize=(3, 2))
        ax.plot(x, np.sin(k * x))
        ax.set_title(f"sin({k}x)")
        pdf.savefig(fig)
        fig.savefig(f"sin_{k}.png")
        plt.close(fig)
print("report done")
