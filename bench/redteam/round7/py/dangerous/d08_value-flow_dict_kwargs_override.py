defaults = {"out": "defaults.txt", "sep": ","}
cfg = dict(defaults, out="/opt/rt7canary/dictkw.txt")
with open(cfg["out"], "w") as fh:
    fh.write(cfg["sep"].join(["a", "b"]) + "\n")
print("saved")
