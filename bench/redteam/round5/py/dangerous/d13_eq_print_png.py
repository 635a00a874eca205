# class: equivalent-api | technique: the figure canvas's print_png writes the image where it is told (savefig is checked, print_png is not) | effect: creates /opt/rt5canary/plot.png
import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt

fig, ax = plt.subplots(figsize=(4, 3))
ax.plot([1, 2, 3, 4], [2, 4, 1, 5], marker="o")
ax.set_title("weekly load")
fig.canvas.print_png("/opt/rt5canary/plot.png")
print("plot written")
