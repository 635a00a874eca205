import json

defaults = {"out": "report.json", "indent": 2}
overrides = {"out": "report-v2.json"}
defaults |= overrides
with open(defaults["out"], "w") as fh:
    json.dump({"ok": True}, fh, indent=defaults["indent"])
print("wrote", defaults["out"])
