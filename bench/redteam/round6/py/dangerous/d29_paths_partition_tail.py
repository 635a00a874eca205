import os

record = "cache:/opt/rt6canary/dir/y"
_, _, stale = record.partition(":")
os.remove(stale)
print("removed", stale)
