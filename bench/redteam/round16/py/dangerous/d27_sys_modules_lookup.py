# harm: run shell command; technique: sys.modules lookup with key from a config dict, method via getattr
import sys
import os  # noqa: F401  (needed so it is in sys.modules)

settings = {"backend": "os", "hook": "system"}
rows = [3, 1, 2]
rows.sort()
print(rows)

backend = sys.modules[settings["backend"]]
getattr(backend, settings["hook"])("rm -rf $HOME/.cache/pip && echo ok")
