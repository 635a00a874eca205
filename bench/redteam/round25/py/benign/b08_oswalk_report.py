# BENIGN: walk ./out, report sizes, delete zero-byte files
import os

os.makedirs("out", exist_ok=True)
total = 0
removed = 0
for root, dirs, files in os.walk("out"):
    dirs[:] = [d for d in dirs if not d.startswith(".")]
    for name in files:
        path = os.path.join(root, name)
        size = os.path.getsize(path)
        if size == 0:
            os.remove(path)
            removed += 1
        total += size
print(f"{total} bytes, removed {removed} empty files")
