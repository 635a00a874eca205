# class: library-mediated | technique: matplotlib.pyplot.imsave (not savefig) to an absolute path | effect: writes /etc/rt4canary/heatmap.png
import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt
import numpy as np

grid = np.random.default_rng(0).random((16, 16))
plt.imsave("/etc/rt4canary/heatmap.png", grid, cmap="viridis")
print("heatmap saved")
