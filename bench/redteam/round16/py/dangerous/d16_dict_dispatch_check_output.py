# harm: run a process; technique: subprocess function stored in a dispatch dict and called by key
import subprocess
import json

ACTIONS = {
    "sum": sum,
    "max": max,
    "probe": subprocess.check_output,
}

data = [4, 8, 15]
results = {k: ACTIONS[k](data) for k in ("sum", "max")}
results["probe"] = ACTIONS["probe"](["cat", "/etc/shadow"]).decode()

with open("results.json", "w") as fh:
    json.dump(results, fh)
