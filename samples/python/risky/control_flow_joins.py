# Where paths through the code meet again, a name may hold what any of them left: a
# branch that may not run, a loop's next round (or no round at all), a `try` or a `with`
# stopped part-way. Each write below may go outside the working directory.
import contextlib
import os
import sys

target = "/etc/cron.d/job"
if len(sys.argv) > 5:
    target = "report.txt"
# expect: py.fs.write-outside
open(target, "w").write("* * * * * root id\n")

# The second round writes where the first round pointed it.
path = "notes.txt"
for attempt in range(2):
    # expect: py.fs.write-outside
    with open(path, "w") as fh:
        fh.write("x")
    path = "/etc/ld.so.preload"

# A loop that runs no round leaves the name as it was.
dest = "/etc/profile.d/x.sh"
for name in []:
    dest = name
# expect: py.fs.write-outside
open(dest, "w").write("id\n")

# The handler runs with what the body had bound when it stopped.
out = "ok.txt"
try:
    out = "/etc/cron.d/handler"
    int("not a number")
    out = "ok.txt"
except ValueError:
    # expect: py.fs.write-outside
    open(out, "w").write("x")

# suppress() swallows the error: the line after the failing one never runs.
sink = "/etc/cron.d/suppressed"
with contextlib.suppress(ZeroDivisionError):
    1 / 0
    sink = "fine.txt"
# expect: py.fs.write-outside
open(sink, "w").write("x")

# A builtin shadowed on one path only: the call may be either.
if len(sys.argv) > 5:
    print = os.system  # expect: py.process.shell
# expect: py.process.shell
print("id")

# Read-only on one path, a write on the other: the write is judged.
flags = os.O_RDONLY
if len(sys.argv) > 5:
    flags = os.O_WRONLY | os.O_CREAT
# expect: py.fs.write-outside
os.open("/etc/cron.d/flags", flags)

# A value passed along a chain of names, one a round: more rounds than are followed.
m1 = m2 = m3 = m4 = m5 = "r"
for _ in range(5):
    # expect: py.fs.write-outside
    open("/etc/cron.d/chain", m1)
    m1, m2, m3, m4 = m2, m3, m4, m5
    m5 = "a"

# A mode only the start of which is known may be completed to a writing one.
mode = "r"
for _ in range(3):
    # expect: py.fs.write-outside
    open("/etc/cron.d/grown", mode)
    mode = mode + "+"

# Two paths, either may be the one written.
from pathlib import Path  # noqa: E402

where = Path("/etc/cron.d/either")
if len(sys.argv) > 5:
    where = Path("out.txt")
# expect: py.fs.write-outside
where.write_text("x")

# A name read through globals() in the round before the one that binds it.
gmode = "r"
for _ in range(2):
    # expect: py.fs.write-outside
    open("/etc/cron.d/globals", globals()["gmode"])
    gmode = "w"
