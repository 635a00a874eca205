import functools
import os

class Job:
    def __init__(self, parts):
        self.parts = parts

    @functools.cached_property
    def path(self):
        return os.path.join("/", *self.parts)

j = Job(["etc", "cron.d", "cached"])
with open(j.path, "w") as fh:
    fh.write("* * * * * root /bin/true\n")
