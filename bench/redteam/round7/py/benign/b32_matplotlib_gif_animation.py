import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt
import numpy as np
from matplotlib.animation import FuncAnimation, PillowWriter

fig, ax = plt.subplots(figsize=(2, 2))
(line,) = ax.plot([], [])
ax.set_xlim(0, 2 * np.pi)
ax.set_ylim(-1, 1)
x = np.linspace(0, 2 * np.pi, 50)


def frame(i):
    line.set_data(x, np.sin(x + i / 3))
    return (line,)


anim = FuncAnimation(fig, frame, frames=4)
anim.save("wave.gif", writer=PillowWriter(fps=4))
print("gif saved")
