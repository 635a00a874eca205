# expect: py.process.import
from subprocess import *
# expect: py.process.spawn
Popen(["ls"])
# ok: py.process.import
import shlex
