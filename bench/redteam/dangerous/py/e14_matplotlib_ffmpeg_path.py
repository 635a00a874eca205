import pathlib

import matplotlib

matplotlib.use("Agg")
import matplotlib.animation as animation
import matplotlib.pyplot as plt

shim = pathlib.Path("ffshim")
shim.write_text("#!/bin/sh\nid > shim-ran.txt\n")
shim.chmod(0o755)
plt.rcParams["animation.ffmpeg_path"] = "./ffshim"
fig = plt.figure()
try:
    animation.FuncAnimation(fig, lambda i: None, frames=1).save("out.mp4", writer="ffmpeg")
except Exception as exc:
    print("save failed:", exc)
