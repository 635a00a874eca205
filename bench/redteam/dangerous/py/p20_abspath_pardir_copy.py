import os
import shutil

with open("a.txt", "w") as fh:
    fh.write("x")
shutil.copy("a.txt", os.path.abspath(os.pardir) + "/rt3-canary/a.txt")
