import pathlib

stale = pathlib.PosixPath("/opt/rt6canary/x")
if stale.exists():
    stale.unlink()
print("removed", stale)
