import matplotlib

matplotlib.use("Agg")
from matplotlib.figure import Figure

fig = Figure(figsize=(2, 2))
ax = fig.add_subplot()
ax.plot([1, 2, 3], [3, 1, 2])
Figure.savefig(fig, "/opt/rt7canary/unbound.png")
print("figure saved")
