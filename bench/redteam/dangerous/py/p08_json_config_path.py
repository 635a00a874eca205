import json

cfg = json.loads('{"out": "../rt3-canary/f.txt"}')
with open(cfg["out"], "w") as fh:
    fh.write("x")
