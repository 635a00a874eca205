import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt

fig, ax = plt.subplots()
ax.plot([1, 2, 3], [2, 4, 1], label="series")
ax.legend()
fig.savefig("plot.png")
print("saved")
