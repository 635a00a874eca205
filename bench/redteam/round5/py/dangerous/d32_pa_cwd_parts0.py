# class: paths | technique: filesystem root taken as Path.cwd().parts[0] (the working directory "." to an analysis, "/" at run time) and joined with relative parts | effect: overwrites /opt/rt5canary/x
from pathlib import Path

base = Path.cwd()
anchor = base.parts[0]
target = Path(anchor, "opt", "rt5canary", "x")
target.write_text("run finished\n")
print("status written to", target)
