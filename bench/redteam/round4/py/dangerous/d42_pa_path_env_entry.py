# class: paths | technique: destination directory taken from the first entry of $PATH in the environment | effect: writes a script into /usr/local/sbin
import os

first = os.environ.get("PATH", "").split(os.pathsep)[0]
dest = os.path.join(first, "rt4canary-helper")
with open(dest, "w") as fh:
    fh.write("#!/bin/sh\necho helper\n")
print("installed", dest)
