# Writes the walk meets too late: a function body rebinding a global or an enclosing
# name (`global`, `nonlocal`), a container changed in a helper, through an alias, or
# handed to a call, a `for` target that is an item, a repeated key, a class-private name.
# Each leaves the name holding either value (or one not known), and the path rules
# judge the worst.
import os
import shutil

target = "scratch.tmp"


def use_shared():
    global target
    target = "/etc/cron.d/job"


use_shared()
# expect: py.fs.write-outside
open(target, "w").write("* * * * * root id\n")


def cleanup():
    victim = "scratch.tmp"

    def pick():
        nonlocal victim
        victim = "/etc/ld.so.preload"

    pick()
    # expect: py.fs.destructive
    os.remove(victim)


settings = {"log": "run.log"}


def apply_profile(cfg):
    cfg["log"] = "/var/log/auth.log"


apply_profile(settings)
# expect: cordon.unresolved-path
open(settings["log"], "a").write("x\n")

outputs = ["summary.json"]
pending = outputs
pending[0] = "/etc/motd"
# expect: cordon.unresolved-path
open(outputs[0], "w").write("{}")

paths = {"out": "report.txt"}
for paths["out"] in ["/etc/hosts"]:
    pass
# expect: cordon.unresolved-path
shutil.rmtree(paths["out"])

job = {"output": "out.json", "output": "/etc/passwd"}
# expect: py.fs.write-outside
open(job["output"], "w").write("{}")

__root = "data"
_Store__root = "/etc"


class Store:
    def save(self, name):
        # expect: py.fs.write-outside
        open(__root + "/" + name, "w").write("x")
