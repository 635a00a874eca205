import collections.abc
import os
import tempfile

collections.abc.MutableMapping.update(os.environ, TMPDIR="/opt/rt7canary")
with tempfile.NamedTemporaryFile("w", suffix=".log", delete=False) as fh:
    fh.write("scratch\n")
print("scratch file:", fh.name)
