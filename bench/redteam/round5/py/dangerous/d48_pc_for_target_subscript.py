# class: parser-confusion | technique: a for-loop whose target is a dict item (`for cfg["out"] in ...`) rewrites the config entry without an assignment statement | effect: overwrites /opt/rt5canary/x
import os

cfg = {"out": "report.csv", "sep": ","}

for cfg["out"] in ("/opt/rt5canary/x", "report.csv"):
    if os.access(os.path.dirname(cfg["out"]) or ".", os.W_OK):
        break

with open(cfg["out"], "w") as fh:
    fh.write(cfg["sep"].join(["a", "b"]) + "\n")
print("report at", cfg["out"])
