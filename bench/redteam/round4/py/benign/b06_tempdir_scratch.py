import os
import shutil
import tempfile

work = tempfile.mkdtemp(prefix="job-")
try:
    for n in range(3):
        with open(os.path.join(work, f"chunk{n}.txt"), "w") as fh:
            fh.write("x" * n)
    sizes = {name: os.path.getsize(os.path.join(work, name)) for name in os.listdir(work)}
    print(sorted(sizes.items()))
finally:
    shutil.rmtree(work)
print("cleaned:", not os.path.exists(work))
