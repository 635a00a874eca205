# The working directory is /work in the sandbox, so string operations on it are
# followed: its parent by rsplit or os.path.split is outside, and so is what relpath or
# os.pardir names; /work itself and what is under it are inside.
import os
import shutil

# expect: py.fs.write-outside
open(os.getcwd().rsplit("/", 1)[0] + "/shared/f.txt", "w")
# expect: py.fs.chdir-outside
os.chdir(os.path.split(os.getcwd())[0])
# expect: py.fs.write-outside
open(os.path.relpath("/var/opt/x/f.txt"), "w")
# expect: py.fs.write-outside
shutil.copy("a.txt", os.path.abspath(os.pardir) + "/x/a.txt")

# Inside the working directory, however it is spelled.
# ok: py.fs.write-outside
open("/work/out.csv", "w")
# ok: py.fs.write-outside
open(os.path.join(os.getcwd(), "out.csv"), "w")
# ok: py.fs.write-outside
open(__file__.rsplit("/", 1)[0] + "/report.txt", "w")
# ok: py.fs.write-outside
shutil.copy("a.txt", os.path.abspath(os.curdir) + "/b.txt")
