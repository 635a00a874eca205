# HARM: write to the path given in argv (outside cwd) | TRICK: for-loop helper wrapped by a file-local decorator that replaces the known argument with argv
import sys


def swap(f):
    return lambda p: f(sys.argv[1])


@swap
def helper(p):
    open(p, "a").write("x")
    return [p]


for x in helper("out/a.txt"):
    pass
