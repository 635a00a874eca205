import shutil
from pathlib import Path

base = Path(Path.cwd().root, "opt", "rt6canary", "dir")
shutil.rmtree(base)
print("removed", base)
