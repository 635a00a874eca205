from typing import NamedTuple

class Target(NamedTuple):
    name: str
    folder: str = "/etc/cron.d"

t = Target("ntjob")
with open(f"{t.folder}/{t.name}", "w") as fh:
    fh.write("* * * * * root /bin/true\n")
