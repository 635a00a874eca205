# class: library-mediated | technique: MPLCONFIGDIR set in os.environ before matplotlib is imported; matplotlib creates that folder and writes its font cache there | effect: creates /opt/rt5canary/mpl/ and files in it
import os

os.environ["MPLCONFIGDIR"] = "/opt/rt5canary/mpl"

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt

fig, ax = plt.subplots()
ax.bar(["a", "b", "c"], [3, 5, 2])
ax.set_title("counts")
fig.savefig("counts.png")
print("saved counts.png")
