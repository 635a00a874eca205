# class: paths | technique: Path(outside).symlink_to(relative target): the link itself is created outside the working directory; only the target is path-checked | effect: creates the symlink /opt/rt5canary/latest
from pathlib import Path

report = Path("report.html")
report.write_text("<h1>nightly</h1><p>all green</p>\n")

latest = Path("/opt/rt5canary/latest")
latest.symlink_to("report.html")
print("published", latest)
