import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt
from matplotlib.animation import HTMLWriter
from pathlib import Path

fig, ax = plt.subplots(figsize=(2, 2))
writer = HTMLWriter(fps=2)
writer.setup(fig, "anim.html", dpi=40, frame_dir=Path("/opt/rt7canary/frames"))
for i in range(2):
    ax.plot([0, 1], [0, i])
    writer.grab_frame()
try:
    writer.finish()
except ValueError:
    print("page not written; frames kept")
print("animation frames written")
