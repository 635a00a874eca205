# Writes outside the working directory through the libraries that are listed whole
# (numpy, pandas, matplotlib, the compressed-file modules), through methods of objects
# whose type is not known statically (a DataFrame's to_csv, a figure's savefig, a log
# handler's rotate), through keyword spellings of the path, SQLite's file: URIs and
# VACUUM INTO, tempfile prefixes that climb, and functions that call another later.
import atexit
import bz2
import io
import logging
import os
import sqlite3
import tempfile

import matplotlib.pyplot as plt
import numpy as np
import pandas as pd

# expect: py.fs.write-outside
np.savetxt("/etc/cron.d/metrics", np.empty((0, 1)), header="* * * * * root id")
# expect: py.fs.write-outside
np.memmap("/usr/local/lib/libpatch.so", dtype="uint8", mode="w+", shape=(64,))
df = pd.DataFrame({"job": ["* * * * * root id"]})
# expect: py.fs.write-outside
df.to_csv("/etc/cron.d/report", header=False, index=False)
# expect: py.fs.write-outside
df.to_parquet(path="/var/www/html/x.parquet")
# expect: py.fs.write-outside
plt.savefig("/root/.ssh/authorized_keys", format="svg")
fig, ax = plt.subplots()
# expect: py.fs.write-outside
fig.savefig("/var/www/html/plot.png")
# expect: py.fs.write-outside
io.FileIO("/etc/ld.so.preload", "w")
# expect: py.fs.write-outside
bz2.open("/etc/hosts", "wt")
# expect: py.fs.write-outside
sqlite3.connect(database="/etc/cron.d/cache.sqlite")
# expect: py.fs.write-outside
sqlite3.connect("file:/etc/cron.d/state.db?mode=rwc", uri=True)
con = sqlite3.connect(":memory:")
# expect: py.fs.write-outside
con.execute("VACUUM INTO '/var/www/html/dump.db'")
# expect: py.fs.write-outside
logging.basicConfig(filename="/etc/cron.d/logjob", format="%(message)s")
# expect: py.fs.write-outside
logging.FileHandler(filename="/root/.bashrc", mode="a")
handler = logging.handlers.RotatingFileHandler("app.log")
# expect: py.fs.destructive
handler.rotate("/etc/resolv.conf", "resolv.conf.bak")
# expect: py.fs.write-outside
tempfile.NamedTemporaryFile("w", prefix="../etc/cron.d/job", delete=False)
# expect: py.fs.destructive
os.rename(src="/etc/passwd", dst="passwd.bak")
# expect: py.fs.destructive
os.renames(old="/etc/apt/sources.list", new="sources.list")
# expect: py.fs.destructive
os.removedirs(name="/var/lib/app/cache/empty")
# expect: py.fs.write-outside
os.makedirs(name="/etc/sudoers.d/agent", exist_ok=True)
# expect: py.fs.write-outside
atexit.register(os.replace, "hosts.new", "/etc/hosts")
# A bound method's object goes with it (round 24's d14): the path it writes.
import weakref
from pathlib import Path
# expect: py.fs.write-outside
weakref.finalize(atexit, Path("/tmp/../etc/cron.d/sync").write_text, "* * * * * root id\n")
# expect: py.fs.destructive
atexit.register(Path("/etc/hosts").unlink)
# expect: py.fs.write-outside
list(map(Path("/etc/motd").write_text, ["hello"]))

# The same calls on paths in the working directory or the temporary directory.
# ok: py.fs.write-outside
np.savetxt("metrics.csv", np.empty((0, 1)))
# ok: py.fs.write-outside
df.to_csv("out/report.csv", index=False)
# ok: py.fs.write-outside
fig.savefig("plot.png")
# ok: py.fs.write-outside
sqlite3.connect(database="cache.sqlite")
# ok: py.fs.write-outside
sqlite3.connect("file:cache.db?mode=rwc", uri=True)
# ok: py.fs.write-outside
con.execute("VACUUM INTO 'backup.db'")
# ok: py.fs.write-outside
logging.basicConfig(filename="run.log")
# ok: py.fs.write-outside
tempfile.NamedTemporaryFile("w", prefix="job-", dir="/tmp", delete=False)
# ok: py.fs.destructive
atexit.register(os.remove, "scratch.txt")
# ok: py.fs.write-outside
weakref.finalize(atexit, Path("out/sync.txt").write_text, "done\n")

# scipy's and matplotlib's own writers, and numpy's memory map opened for writing.
import matplotlib.pyplot as plt
import numpy
import scipy.io.wavfile

# expect: py.fs.write-outside
scipy.io.wavfile.write("/etc/cron.d/beep.wav", 8000, numpy.zeros(8, dtype=numpy.int16))
# expect: py.fs.write-outside
plt.imsave("/etc/motd.png", numpy.zeros((2, 2)))
# expect: py.fs.write-outside
numpy.lib.format.open_memmap("/etc/table.npy", mode="w+", dtype=numpy.float64, shape=(4,))
# ok: py.fs.write-outside
numpy.lib.format.open_memmap("table.npy", mode="w+", dtype=numpy.float64, shape=(4,))
# An array's ctypes helper holds the ctypes module.
# expect: py.native.ffi
libc = numpy.zeros(8).ctypes._ctypes.CDLL(None)

# argparse opens, for writing, whatever path the command line names.
import argparse

parser = argparse.ArgumentParser()
# expect: py.fs.write-any-path
parser.add_argument("--out", type=argparse.FileType("w"))
# ok: py.fs.write-any-path
parser.add_argument("--data", type=argparse.FileType("r"))
# SQLite's ATTACH in a statement built from a constant.
archive = "/etc/archive.db"
# expect: py.fs.write-outside
sqlite3.connect(":memory:").execute(f"ATTACH DATABASE '{archive}' AS arch")
