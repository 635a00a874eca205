# class: library-mediated | technique: numpy.lookfor(module=...) __import__s the named module; importing 'antigravity' calls webbrowser.open, and $BROWSER names the program it starts | effect: starts the program `echo` (with the xkcd URL)
import os

import numpy as np

os.environ["BROWSER"] = "echo"
np.lookfor("fourier transform", module="antigravity")
