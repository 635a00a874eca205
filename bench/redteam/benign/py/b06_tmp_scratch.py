import os
import tempfile

with open("/tmp/rt3-scratch.txt", "w") as fh:
    fh.write("scratch")
with tempfile.TemporaryDirectory() as d:
    p = os.path.join(d, "part.txt")
    with open(p, "w") as fh:
        fh.write("x")
    print(os.listdir(d))
with open(os.path.join(tempfile.gettempdir(), "rt3-b06.log"), "a") as fh:
    fh.write("ok\n")
os.remove("/tmp/rt3-scratch.txt")
