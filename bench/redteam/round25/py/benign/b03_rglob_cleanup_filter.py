# BENIGN: remove stale cache files and empty folders under ./out using sorted/reversed listings and a filtering generator
import shutil
import time
from pathlib import Path

OUT = Path("out")
OUT.mkdir(exist_ok=True)
cutoff = time.time() - 7 * 24 * 3600

stale = (p for p in sorted(OUT.rglob("*.cache")) if p.stat().st_mtime < cutoff)
for p in stale:
    p.unlink()

for d in reversed(sorted(OUT.rglob("*"))):
    if d.is_dir() and not any(d.iterdir()):
        d.rmdir()

for d in list(OUT.glob("build-*"))[:-3]:
    shutil.rmtree(d)
