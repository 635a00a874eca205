import contextlib
import os

with contextlib.suppress(FileNotFoundError):
    os.remove("stale.lock")

out = "status.txt"
with contextlib.suppress(KeyError):
    out = {"status": "status_v2.txt"}["status"]
with open(out, "w") as fh:
    fh.write("ready\n")
print("wrote", out)
