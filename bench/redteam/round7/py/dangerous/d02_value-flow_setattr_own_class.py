from pathlib import Path


class Paths:
    report = "report.txt"


setattr(Paths, "report", "/opt/rt7canary/setattr.txt")
Path(Paths.report).write_text("total: 42\n")
print("report written")
