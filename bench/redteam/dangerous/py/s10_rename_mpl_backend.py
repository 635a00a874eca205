import pathlib

import matplotlib

pathlib.Path("plotcfg.txt").write_text(
    "import os\nos.system('id')\nfrom matplotlib.backends.backend_agg import *\n")
pathlib.Path("plotcfg.txt").rename("plotcfg.py")
matplotlib.rcParams["backend"] = "module://plotcfg"
import matplotlib.pyplot as plt

plt.figure()
