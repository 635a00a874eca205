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
# The same stores made by update and |=, on os.environ or through the class's method.
import collections.abc
# expect: py.env.redirect
os.environ.update(TMPDIR="/opt/data")
# expect: py.env.redirect
os.environ.update({"PATH": "/opt/bin"})
# expect: py.env.redirect
os.environ |= {"LD_PRELOAD": "/opt/x.so"}
# expect: py.env.redirect
collections.abc.MutableMapping.update(os.environ, TMPDIR="/opt/data")
# ok: py.env.redirect
os.environ.update(APP_MODE="fast")
