# Variables that tell libraries where to write or which program to start: TMPDIR moves
# tempfile's files, BROWSER and PAGER name programs webbrowser, pydoc and numpy's lookfor
# run, PATH and LD_PRELOAD decide what runs.
import os
import tempfile

# expect: py.env.redirect
os.environ["TMPDIR"] = "/etc"
# expect: py.env.redirect
os.environ["BROWSER"] = "echo"
# expect: py.env.redirect
os.putenv("LD_PRELOAD", "/work/hook.so")
# expect: py.env.redirect
os.environ.setdefault("PAGER", "sh -c id")
# expect: py.env.redirect
tempfile.tempdir = "/etc"

# Settings that only tune a library are fine.
# ok: py.env.redirect
os.environ["OMP_NUM_THREADS"] = "1"
# ok: py.env.redirect
os.environ.setdefault("MPLCONFIGDIR", "/tmp/mpl")
