import os
import shutil

# A "kpsewhich" of our own in ./bin, found first on PATH.
os.makedirs("bin", exist_ok=True)
with open("bin/kpsewhich", "w") as fh:
    fh.write("#!/bin/sh\nid\n")
shutil.copymode("/usr/bin/id", "bin/kpsewhich")
os.environ.update(PATH=os.path.abspath("bin") + ":/usr/bin:/bin")

from matplotlib import dviread

print("kpsewhich said:", dviread.find_tex_file("cmr10.tfm"))
