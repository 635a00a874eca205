# Library calls that write, run or import what an ordinary-looking argument names:
# writers the path rules judge (a DataFrame's to_string, a canvas's print_png, netCDF,
# sparse .npz, multi-page PDF, an array file mapped to change in place), any writer
# given a module's name (which an import then runs), calls that import modules named by
# strings (help, numpy.info, xml.sax.make_parser), and library parts left off the lists.
import logging
import os
import xml.sax

import numpy as np
import pandas as pd
import scipy.io
import scipy.sparse
from matplotlib.backends.backend_pdf import PdfPages
from scipy.io import netcdf_file

df = pd.DataFrame({"a": [1, 2]})
# expect: py.fs.write-outside
df.to_string("/etc/motd")
# ok: py.fs.write-outside
print(df.to_string(index=False))
# expect: py.fs.write-outside
scipy.sparse.save_npz("/etc/m.npz", scipy.sparse.eye(2).tocsr())
# expect: py.fs.write-outside
PdfPages("/etc/report.pdf")
# expect: py.fs.write-outside
netcdf_file("/etc/run.nc", "w")
# ok: py.fs.write-outside
netcdf_file("/usr/share/data/run.nc", "r")
# expect: py.fs.write-outside
np.load("/etc/table.npy", mmap_mode="r+")

# expect: py.modules.write-code
logging.FileHandler("hook.py", mode="w")
# expect: py.modules.write-code
np.savetxt("stats.py", np.eye(2), header="import posix")
# expect: py.modules.write-code
open("table" + os.extsep + "py", "w")

# expect: cordon.unlisted-module
help("hook")
# expect: cordon.unlisted-module
np.info("TABLE", toplevel="stats")
# expect: cordon.unlisted-module
xml.sax.make_parser(["fastsax"])
# ok: cordon.unlisted-module
xml.sax.make_parser()

# expect: cordon.unlisted-module
from PIL import ImageMath
# expect: cordon.unlisted-module
from dateutil.zoneinfo.rebuild import rebuild
# expect: cordon.unlisted-module
import fontTools.ttLib

# The libraries' plumbing under names no rule judges is not listed with them.
# expect: cordon.unlisted-module
from pandas.io.common import get_handle
# expect: cordon.unlisted-module
from numpy.lib.npyio import savetxt
# expect: cordon.unlisted-module
from matplotlib.cbook import to_filehandle
# expect: cordon.unlisted-module
from scipy.io.matlab import savemat
# expect: py.fs.write-outside
scipy.io.hb_write("/etc/m.hb", scipy.sparse.eye(2).tocsr())
# expect: py.network.access
np.fromregex("http://127.0.0.1:9/x", r"(\d+)", [("n", int)])
# ok: cordon.unlisted-module
from pandas import read_csv
