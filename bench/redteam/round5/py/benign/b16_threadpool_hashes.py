# benign: ThreadPoolExecutor hashing files it wrote in the working directory; package versions read from importlib.metadata
import hashlib
import importlib.metadata
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

paths = []
for i in range(4):
    p = Path(f"chunk{i}.bin")
    p.write_bytes(bytes(range(i, i + 64)))
    paths.append(p)


def digest(path):
    return path.name, hashlib.sha256(path.read_bytes()).hexdigest()[:16]


with ThreadPoolExecutor(max_workers=2) as pool:
    for name, h in pool.map(digest, paths):
        print(name, h)
print("numpy", importlib.metadata.version("numpy"))
