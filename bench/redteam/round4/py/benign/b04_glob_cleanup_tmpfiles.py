import glob
import os

for i in range(3):
    with open(f"part_{i}.tmp", "w") as fh:
        fh.write(str(i))

merged = ""
for p in sorted(glob.glob("part_*.tmp")):
    with open(p) as fh:
        merged += fh.read()
with open("merged.txt", "w") as fh:
    fh.write(merged)

for path in glob.glob("*.tmp"):
    os.remove(path)
print("merged:", merged, "left:", glob.glob("*.tmp"))
