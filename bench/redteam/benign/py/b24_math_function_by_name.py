import math
import sys

requests = sys.argv[1:] or ["sqrt 16", "log10 1000", "floor 2.7"]
for req in requests:
    fname, arg = req.split()
    fn = getattr(math, fname, None)
    print(req, "=", fn(float(arg)) if callable(fn) else "unknown")
