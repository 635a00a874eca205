# The same dangerous step under the spellings a rule keyed to one of them misses:
# arguments by position instead of keyword, an archive object's own methods, renaming
# a data file into a module, and naming a breakpoint hook in the environment.
import io
import os
import pathlib
import shutil
import tempfile
import zipfile

import numpy as np

# expect: py.fs.write-outside
tempfile.mkdtemp("-job", "run-", "../shared")
# expect: py.fs.write-outside
shutil.make_archive("../backup", "zip", ".")
with zipfile.ZipFile("bundle.zip") as z:
    # expect: py.fs.write-outside
    z.extract("f.txt", "../elsewhere")
    # expect: py.fs.write-outside
    z.extractall("/etc/cron.d")
# expect: py.fs.write-outside
pathlib.Path("data.txt").link_to("../elsewhere/hl.txt")
# expect: py.modules.write-code
pathlib.Path("helper.py").open("w")
# expect: py.modules.write-code
io.FileIO("hook.py", "w")
# expect: py.modules.write-code
os.renames("helper.txt", "helper.py")
# expect: py.modules.write-code
pathlib.Path("plotcfg.txt").rename("plotcfg.py")
# expect: py.process.breakpoint-hook
os.environ["PYTHONBREAKPOINT"] = "os.system"
# expect: py.deserialize.pickle
np.lib.format.read_array(open("data.npy", "rb"), True)

# The same calls kept inside the working directory, or reading.
# ok: py.fs.write-outside
tempfile.mkdtemp("-job", "run-", "scratch")
# ok: py.fs.write-outside
shutil.make_archive("backup", "zip", ".")
with zipfile.ZipFile("bundle.zip") as z:
    # ok: py.fs.write-outside
    z.extractall("unpacked")
# ok: py.modules.write-code
pathlib.Path("helper.py").open()
# ok: py.modules.write-code
pathlib.Path("results.txt").rename("results.csv")
# ok: py.deserialize.pickle
np.lib.format.read_array(open("data.npy", "rb"), False)
