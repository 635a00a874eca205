# Paths built at run time: what is known of them is enough when it is their start. An
# f-string's text before its first field, os.path.join with os.sep or an absolute
# part, a pathlib path and its methods, keyword arguments, a **{...} of keywords.
import functools
import os
import shutil
import tempfile
from pathlib import Path

name = input()
# expect: py.fs.write-outside
open(f"/etc/cron.d/{name}", "w").write("* * * * * root id\n")
# expect: py.fs.write-outside
open(os.path.join(os.sep, "etc", name), "a")
# expect: py.fs.write-outside
Path("/usr/local/bin", name).write_text("#!/bin/sh\nid\n")
# expect: py.fs.destructive
(Path.home() / ".ssh" / "authorized_keys").unlink()
# expect: py.fs.destructive
Path.cwd().parent.rmdir()
# expect: py.fs.write-outside
shutil.copy("payload.sh", dst="/etc/profile.d/x.sh")
# expect: py.fs.destructive
shutil.rmtree(path="/var/lib")
# expect: py.fs.write-outside
open(**{"file": "/etc/hosts", "mode": "w"})
# expect: py.fs.write-outside
tempfile.NamedTemporaryFile(dir="/etc", delete=False)
# expect: py.fs.chdir-outside
os.chdir("/")
# A partial is the call to come, with its first arguments.
# expect: py.fs.destructive
wipe = functools.partial(shutil.rmtree, "/var/lib")
# expect: py.fs.read-system
Path("/etc/shadow").read_text()

# A repeated string: "../" * depth climbs however deep it goes.
# expect: py.fs.write-outside
open("/tmp/" + "../" * len(name) + "etc/cron.d/x", "w").write("x")
# expect: py.fs.write-outside
open("./" + "../" * 3 + "etc/profile", "a").write("id\n")
# ok: py.fs.write-outside
open("-" * len(name) + ".txt", "w").write("x")

# Built at run time but known to stay in the working directory, or not known at all.
# ok: py.fs.write-outside
open(f"out_{name}.txt", "w").write("x")
# ok: py.fs.write-outside
(Path("output") / "chunks" / f"{name}.txt").write_text("x")
# ok: py.fs.destructive
Path("output", "old.txt").unlink()
# ok: py.fs.chdir-outside
os.chdir("output")
# ok: py.fs.write-outside
open("/dev/null", "w").write("discarded")
with tempfile.TemporaryDirectory() as scratch:
    # ok: py.fs.write-outside
    open(os.path.join(scratch, "x.txt"), "w").write("x")
