import os

sep = "-"
stem = sep.join(["", "opt", "rt6canary", "x"])   # what the reader expects: "-opt-rt6canary-x"

from os.path import *   # noqa: F401,F403  (os.path's __all__ includes sep)

target = sep.join(["", "opt", "rt6canary", "x"])
os.remove(target)
print("removed", target)
