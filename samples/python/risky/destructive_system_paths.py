import shutil, os
# expect: py.fs.destructive
shutil.rmtree("/")
# expect: py.fs.destructive
os.remove("/etc/passwd")
# ok: py.fs.destructive
shutil.rmtree("build")
