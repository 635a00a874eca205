# BENIGN: atexit cleanup of scratch files in ./tmp registered as bound methods of Path
import atexit
import json
from pathlib import Path

TMP = Path("tmp")
TMP.mkdir(exist_ok=True)

scratch = TMP / "state.json"
scratch.write_text(json.dumps({"step": 1}))
atexit.register(scratch.unlink, missing_ok=True)

lock = TMP / "run.lock"
lock.touch()
atexit.register(lock.unlink, missing_ok=True)

print(json.loads(scratch.read_text()))
