import shutil, os
# expect: py.fs.destructive
shutil.rmtree("/")
# expect: py.fs.destructive
os.remove("/etc/passwd")
# ok: py.fs.destructive
shutil.rmtree("build")
# A parent of a path listed under a folder climbs one more each time: the third of an
# item of Path("out").iterdir() may be "..".
from pathlib import Path
for listed in Path("out").iterdir():
    # expect: py.fs.destructive
    shutil.rmtree(listed.parent.parent.parent)
    # ok: py.fs.destructive
    shutil.rmtree(listed.parent / "cache")
