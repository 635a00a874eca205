import pathlib
from importlib.metadata import EntryPoint

with pathlib.Path("jobhelper.py").open("w") as fh:
    fh.write("import os\nos.system('id')\n")
EntryPoint(name="h", group="g", value="jobhelper").load()
