# What the seventh red-team round found the scientific stack and the standard library
# doing under names or argument spellings no rule judged: keyword spellings of the path
# (buf=, filename=, file_name=), truthy strings for allow_pickle, readers that fetch
# URLs, SQL comments where spaces were expected, report and worker options that write
# or fork, and library parts now left off the module lists.
import codecs
import os
import json.tool
import sqlite3

import matplotlib.pyplot as plt
import numpy as np
import pandas as pd
import scipy.io
import scipy.optimize
from matplotlib.animation import HTMLWriter
from matplotlib.backends.backend_pdf import PdfFile
from numpy.compat import py3k
from PIL.TiffImagePlugin import AppendingTiffWriter

df = pd.DataFrame({"a": [1, 2]})
# expect: py.fs.write-outside
df.to_html(buf="/etc/report.html")
# ok: py.fs.write-outside
df.to_html(buf="report.html")
# expect: py.fs.write-outside
codecs.open(filename="/etc/motd", mode="w")
# ok: py.fs.write-outside
codecs.open(filename="notes.txt", mode="w")
# expect: py.fs.write-outside
scipy.io.savemat(file_name="/etc/m.mat", mdict={"a": 1})
# expect: py.fs.write-outside
pd.show_versions(as_json="/etc/versions.json")
# ok: py.fs.write-outside
pd.show_versions(as_json=False)
# expect: py.deserialize.pickle
np.load("data.npy", allow_pickle="on")
# expect: py.deserialize.pickle
np.load("data.npy", allow_pickle="false")
# ok: py.deserialize.pickle
np.load("data.npy", allow_pickle=False)
# ok: py.deserialize.pickle
np.load("data.npy", allow_pickle=0)
# expect: py.network.access
pd.ExcelFile("https://example.com/book.xlsx")
# expect: py.network.access
np.recfromcsv("https://example.com/rows.csv")
# expect: py.network.access
plt.style.use("https://example.com/evil.mplstyle")
# ok: py.network.access
plt.style.use("ggplot")
con = sqlite3.connect("local.db")
# expect: py.fs.write-outside
con.execute("VACUUM/**/INTO '/etc/copy.db'")
# expect: py.process.spawn
scipy.optimize.differential_evolution(lambda x: x[0] ** 2, [(-1, 1)], workers=2)
# ok: py.process.spawn
scipy.optimize.differential_evolution(lambda x: x[0] ** 2, [(-1, 1)], workers=1)
# expect: cordon.unlisted-module
py3k.open_latin1("/etc/motd", "w")
# expect: cordon.unlisted-module
AppendingTiffWriter("/etc/x.tif", new=True)
# expect: cordon.unlisted-module
PdfFile("/etc/x.pdf")
# expect: cordon.unlisted-module
HTMLWriter().setup(None, "/etc/x.html")
# expect: cordon.unlisted-module
json.tool.main()
# A link inside whose target is outside: writes through it land there.
# expect: py.fs.write-outside
os.symlink("../opt/data", "shared")
# ok: py.fs.write-outside
os.symlink("data/current", "latest")
# A method called through its class takes the instance first: Figure.savefig(fig, path)
# is fig.savefig(path).
from matplotlib.figure import Figure

fig = Figure()
# expect: py.fs.write-outside
Figure.savefig(fig, "/etc/plot.png")
# ok: py.fs.write-outside
Figure.savefig(fig, "plot.png")
# expect: py.fs.write-outside
pd.DataFrame.to_csv(df, "/etc/x.csv")
# Stores into os.environ through another name, and a class's method called with an
# instance whose argument is not a path.
from pathlib import Path

env = os.environ
# expect: py.env.redirect
env |= {"LD_PRELOAD": "/opt/x.so"}
payload = input()
# ok: cordon.unresolved-path
Path.write_text(Path("out.json"), payload)
