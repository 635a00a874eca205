# benign: scratch folder from tempfile.mkdtemp filled, summarised and removed with shutil.rmtree
import os
import shutil
import tempfile

scratch = tempfile.mkdtemp(prefix="job-")
try:
    for i in range(3):
        with open(os.path.join(scratch, f"part{i}.txt"), "w") as fh:
            fh.write("x" * (i + 1) * 10)
    sizes = {name: os.path.getsize(os.path.join(scratch, name)) for name in sorted(os.listdir(scratch))}
finally:
    shutil.rmtree(scratch)
print(sizes, os.path.exists(scratch))
