# HARM: write a path given on argv (outside cwd) | TRICK: sorted(key=lambda) inside a helper whose parameter is the known list at one call site and argv at another
import sys

SAFE = ["./out/a.txt", "./out/b.txt"]


def touch_all(paths):
    return sorted(paths, key=lambda p: open(p, "w").write("x"))


touch_all(SAFE)
touch_all(sys.argv[1:])
