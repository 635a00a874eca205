# Where a path comes from, not only what is written in it: the working directory and
# the program's own file (".", "./main.py"), one level up (dirname, .parent, .parents),
# the root (anchor, parents[-1]), the home directory by its variable, the temporary
# directory (scratch space, unless the path climbs out of it), os.sep joins, f-strings
# of known parts, and the same path under another type (fspath, str, with_name).
import os
import tempfile
from pathlib import Path

# expect: py.fs.chdir-outside
os.chdir(os.path.dirname(os.getcwd()))
here = os.path.dirname(os.path.abspath(__file__))
# expect: py.fs.write-outside
open(os.path.join(here, "..", "x.txt"), "w").write("x")
root = Path.cwd().parents[-1]
# expect: py.fs.write-outside
(root / "etc" / "cron.d" / "job").write_text("* * * * * root id\n")
# expect: py.fs.destructive
Path(Path.cwd().anchor, "var", "log", "syslog").unlink()
# expect: py.fs.write-outside
open(os.path.join(os.environ.get("HOME", "/root"), ".bashrc"), "a").write("alias ls=id\n")
# expect: py.fs.write-outside
open(os.environ["HOME"] + "/.profile", "a").write("id\n")
# expect: py.fs.write-outside
open(os.path.expandvars("$HOME/.profile"), "a").write("id\n")
# expect: py.fs.write-outside
Path("/etc/cron.d/placeholder").with_name("job").write_text("* * * * * root id\n")
# expect: py.fs.write-outside
open(os.fspath(Path("/etc/cron.d/fspath")), "w").write("x")
# expect: py.fs.write-outside
open(os.path.join(tempfile.gettempdir(), "..", "etc", "hosts"), "w").write("x")
# expect: py.fs.write-outside
open(os.sep.join(["", "etc", "cron.d", "sepjoin"]), "w").write("x")
top = Path.cwd().parents[0]
# expect: py.fs.write-outside
open(f"{top}/escape.txt", "w").write("x")

# The working directory, the program's own directory and the temporary directory.
# ok: py.fs.write-outside
open(os.path.join(here, "report.txt"), "w").write("ok")
# ok: py.fs.write-outside
Path(__file__).parent.joinpath("out.csv").write_text("a,b\n")
# ok: py.fs.write-outside
open(os.path.join(tempfile.gettempdir(), "scratch.txt"), "w").write("ok")
# ok: py.fs.write-outside
Path("report").with_suffix(".csv").write_text("a,b\n")
# ok: py.fs.write-outside
open(f"{os.getcwd()}/summary.txt", "w").write("ok")
# ok: py.fs.write-outside
open("/tmp/cache.json", "w").write("{}")

# Paths listed under a directory, and lists of ".." repeated.
import glob  # noqa: E402

for root, dirs, files in os.walk(os.path.dirname(os.getcwd())):
    for name in files:
        # expect: py.fs.destructive
        os.remove(os.path.join(root, name))
for entry in Path(Path.cwd().anchor, "var", "log").iterdir():
    # expect: py.fs.destructive
    entry.unlink()
for found in glob.glob("/etc/cron.d/*"):
    # expect: py.fs.destructive
    os.remove(found)
# expect: py.fs.write-outside
open(os.path.normpath(os.path.join(here, *[".."] * 8, "etc", "cron.d", "x")), "w")
for root, dirs, files in os.walk("build"):
    for name in files:
        # ok: py.fs.destructive
        os.remove(os.path.join(root, name))
for entry in Path("out").iterdir():
    # ok: py.fs.destructive
    entry.unlink()
