# Writing a module file and importing it, or naming a module in a string, runs code no
# analysis of this file sees: graphlib.py written here shadows the standard graphlib.
import matplotlib
import sqlite3

# expect: py.modules.write-code
with open("graphlib.py", "w") as f:
    f.write("import os\nos.system('id')\n")
# expect: py.modules.backend-module
matplotlib.use("module://mybackend")
# expect: py.native.ffi
sqlite3.connect("x.db").load_extension("./ext.so")

# Data files and built-in backends are fine.
# ok: py.modules.write-code
with open("results.json", "w") as f:
    f.write("{}")
# ok: py.modules.backend-module
matplotlib.use("Agg")

# A temporary file named as a module, or a module put into an archive that an import, a
# test runner's discovery or an extraction then hands to Python.
import tempfile
import zipfile

# expect: py.modules.write-code
backend = tempfile.NamedTemporaryFile("w", suffix=".py", dir=".", delete=False)
with zipfile.ZipFile("suite.zip", "w") as archive:
    # expect: py.modules.write-code
    archive.writestr("test_suite.py", "import os")
    # expect: py.modules.write-code
    archive.write("notes.txt", arcname="sitecustomize.py")
    # ok: py.modules.write-code
    archive.writestr("data.csv", "a,b\n")
