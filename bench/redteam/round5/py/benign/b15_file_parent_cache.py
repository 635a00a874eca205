# benign: cache folder next to the script (Path(__file__).with_name), filled, then removed with shutil.rmtree
import json
import shutil
from pathlib import Path

cache = Path(__file__).with_name("cache")
cache.mkdir(exist_ok=True)
for i in range(3):
    (cache / f"item{i}.json").write_text(json.dumps({"i": i, "sq": i * i}))
total = sum(json.loads(p.read_text())["sq"] for p in cache.glob("*.json"))
shutil.rmtree(cache)
print("total", total, "cache left:", cache.exists())
