# Names rebound through the module's namespace dict: globals()['NAME'] = v (and
# locals()/vars() at module level, globals().update(NAME=v)) is a write of NAME that a
# function body, a lambda or a generator consumed later may read. Spelled out with a
# constant name it is followed; any other way it is refused.
BASE = "out"
# expect: py.fs.write-outside
jobs = (open(BASE + "/a.txt", "w") for _ in range(1))
globals()["BASE"] = "/etc/cron.d"
for job in jobs:
    job.write("x")

# expect: py.reflection.unresolved-name
g = globals(); g["OUT"] = "/etc/cron.d"

# expect: py.reflection.unresolved-name
dict.update(globals(), OUT="/etc/cron.d")

# expect: py.reflection.unresolved-name
globals().pop("open")

# ok: py.reflection.unresolved-name
globals()["COUNT"] = 3
