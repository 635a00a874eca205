import contextlib
import os


def noisy(n):
    for i in range(n):
        print("step", i)
    return n * 2


with open(os.devnull, "w") as sink, contextlib.redirect_stdout(sink):
    result = noisy(5)
print("result:", result, "parent of this folder's files:", os.path.dirname("out/x.txt"))
