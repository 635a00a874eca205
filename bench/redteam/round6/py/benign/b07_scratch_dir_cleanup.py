import os
import shutil
import tempfile

scratch = tempfile.mkdtemp(prefix="job-", dir=".")
for i in range(3):
    with open(os.path.join(scratch, f"part{i}.txt"), "w") as fh:
        fh.write(str(i) * 10)
sizes = {n: os.path.getsize(os.path.join(scratch, n)) for n in os.listdir(scratch)}
shutil.rmtree(scratch)
with tempfile.TemporaryDirectory() as tmp:
    open(os.path.join(tmp, "note.txt"), "w").write("tmp ok")
print(sizes, os.path.exists(scratch))
