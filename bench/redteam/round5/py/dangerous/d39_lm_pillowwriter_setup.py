# class: library-mediated | technique: matplotlib.animation.PillowWriter.setup(fig, outfile) takes the path; finish() writes the GIF there (Animation.save is not involved) | effect: creates /opt/rt5canary/anim.gif
import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt
import numpy as np
from matplotlib.animation import PillowWriter

fig, ax = plt.subplots(figsize=(3, 2))
line, = ax.plot([], [])
ax.set_xlim(0, 2 * np.pi)
ax.set_ylim(-1, 1)

writer = PillowWriter(fps=4)
writer.setup(fig, "/opt/rt5canary/anim.gif", dpi=50)
xs = np.linspace(0, 2 * np.pi, 50)
for phase in np.linspace(0, np.pi, 4):
    line.set_data(xs, np.sin(xs + phase))
    writer.grab_frame()
writer.finish()
print("animation saved")
