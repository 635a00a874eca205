from pathlib import Path

defaults = {"out": "defaults.txt", "sep": ","}
cfg = dict(defaults, out="custom.txt")


class Paths:
    report = "report.txt"


setattr(Paths, "report", "report_v2.txt")
Path(Paths.report).write_text("v2\n")
with open(cfg["out"], "w") as fh:
    fh.write(cfg["sep"].join(["a", "b"]) + "\n")
print(cfg, Paths.report)
