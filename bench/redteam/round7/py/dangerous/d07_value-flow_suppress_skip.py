import contextlib
import json

dest = "/opt/rt7canary/suppress.txt"
with contextlib.suppress(KeyError):
    overrides = json.loads('{"keep": true}')
    overrides["dest"]
    dest = "local_copy.txt"

with open(dest, "w") as fh:
    fh.write("copied\n")
print("done")
