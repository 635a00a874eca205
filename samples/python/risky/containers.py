# Values kept in lists, tuples and dicts are followed: an item read back by a constant
# index or key, *parts and **options spread into a call, map() over a known list, a loop
# over a list bound to a name, "sep".join of one, and a table of names read with an
# unknown key (one of its strings). A container changed in place (append, xs[0] = v) is
# no longer known.
import json
import os
from pathlib import Path

import numpy as np

parts = ("/", "etc", "cron.d", "splat")
# expect: py.fs.write-outside
Path(*parts).write_text("* * * * * root id\n")
stale = ["/etc/cron.d/e2scrub_all", "/etc/ld.so.cache"]
# expect: py.fs.destructive
list(map(os.remove, stale))
for old in stale:
    # expect: py.fs.destructive
    os.remove(old)
writers = {"text": open, "json": json.dump}
# expect: py.fs.write-outside
writers["text"]("/etc/cron.d/dispatch", "w")
options = dict(mmap_mode=None, allow_pickle=True)
# expect: py.deserialize.pickle
np.load("upload.npy", **options)
target = "/".join(["", "etc", "cron.d", "joined"])
# expect: py.fs.write-outside
open(target, "w")
NAMES = {"cwd": "getcwd", "run": "system"}
# expect: py.process.shell
getattr(os, NAMES[input()])("id")

# Tables of harmless names, and containers changed before use.
OPS = {"+": "add", "-": "sub"}
import operator  # noqa: E402

# ok: py.reflection.unresolved-name
print(getattr(operator, OPS[input()])(6, 3))
outputs = ["out/a.txt"]
# ok: py.fs.write-outside
open(outputs[0], "w")
outputs.append("/etc/x")
# ok: py.fs.write-outside
open(outputs[-1], "w")
safe = {"path": "report.csv"}
# ok: py.fs.write-outside
open(safe["path"], "w")

# What a short helper returns, and a reversed constant.


def writer():
    return open


def target():
    here = os.getcwd()
    return os.path.join(os.path.dirname(here), "escape.txt")


# expect: py.fs.write-outside
writer()(target(), "w")
# expect: py.process.shell
exec(")'di'(metsys.so;so tropmi"[::-1])


def report_path():
    return os.path.join(os.getcwd(), "report.txt")


# ok: py.fs.write-outside
writer()(report_path(), "w")
