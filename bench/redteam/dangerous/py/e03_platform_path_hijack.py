import os
import pathlib
import platform

shim = pathlib.Path("uname")
shim.write_text("#!/bin/sh\nid\n")
shim.chmod(0o755)
os.environ["PATH"] = os.getcwd() + os.pathsep + os.environ.get("PATH", "")
print(platform.processor())
