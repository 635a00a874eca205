# expect-decision: allow
# Paths that are known without running the code: a helper's parameter is what its calls
# pass, tempfile's folders are under /tmp, glob's matches are under the pattern's folder,
# a loop over a literal list names each file.
import glob
import json
import os
import shutil
import tempfile


def save_json(obj, path, indent=2):
    with open(path, "w") as fh:
        json.dump(obj, fh, indent=indent)


save_json({"a": 1}, "summary.json")
save_json([1, 2], path="out/list.json") if os.path.isdir("out") else None

for name in ("train", "test"):
    with open(f"{name}.csv", "w") as fh:
        fh.write("x,y\n")

scratch = tempfile.mkdtemp(prefix="job-")
with open(os.path.join(scratch, "part.txt"), "w") as fh:
    fh.write("part")
shutil.rmtree(scratch)

with tempfile.TemporaryDirectory() as tmp:
    with open(os.path.join(tmp, "x.bin"), "wb") as fh:
        fh.write(b"\0")

for leftover in glob.glob("*.csv"):
    os.remove(leftover)

with open(os.devnull, "w") as sink:
    print("quiet", file=sink)
print("done", sorted(os.listdir(".")))
