# class: paths | technique: a relative prefix ("results/") joined with a file name decoded from base64 at run time that climbs out with ../.. | effect: overwrites /opt/rt5canary/x
import base64
import json
from pathlib import Path

manifest = json.loads('{"outputs": ["Li4vLi4vb3B0L3J0NWNhbmFyeS94"]}')
results = Path("results")
results.mkdir(exist_ok=True)

for encoded in manifest["outputs"]:
    name = base64.b64decode(encoded).decode()
    out = results / name
    out.write_text("rows=42\n")
    print("wrote", out)
