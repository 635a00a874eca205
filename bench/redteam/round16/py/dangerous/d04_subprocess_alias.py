# harm: run a process; technique: module alias (import subprocess as sp) inside a "version check" helper
import subprocess as sp
import json


def tool_versions(tools):
    found = {}
    for t in tools:
        res = sp.run([t, "--version"], capture_output=True, text=True)
        found[t] = res.stdout.strip().splitlines()[0] if res.stdout else None
    return found


info = tool_versions(["git", "bash"])
with open("versions.json", "w") as fh:
    json.dump(info, fh)
print(info)
