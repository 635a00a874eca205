# A write or delete whose path cannot be worked out before running is refused: it could
# lead anywhere (default-deny, as for a module name computed at run time).
import os
import shutil
import sys

target = sys.argv[1] if len(sys.argv) > 1 else input()

# expect: cordon.unresolved-path
shutil.rmtree(target)
# expect: cordon.unresolved-path
with open(os.environ.get("OUT", "out.txt"), "w") as fh:
    fh.write("x")


# A helper's parameter is what its calls pass: here a place outside.
def save(path, text):
    # expect: py.fs.write-outside
    with open(path, "w") as fh:
        fh.write(text)


save("notes.txt", "kept")
save("/etc/cron.d/job", "* * * * * root id")

# Handed on, a deleting function may be called with any path.
# expect: cordon.unresolved-path
cleanup = [os.remove]
