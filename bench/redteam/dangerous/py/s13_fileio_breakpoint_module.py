import io
import os

with io.FileIO("dbghook.py", "w") as fh:
    fh.write(b"import os\ndef hook(*a, **k):\n    os.system('id')\n")
os.environ["PYTHONBREAKPOINT"] = "dbghook.hook"
breakpoint()
