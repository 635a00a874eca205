import contextlib
import os


def noisy():
    print("lots of progress output")
    return 42


with open(os.devnull, "w") as sink, contextlib.redirect_stdout(sink):
    value = noisy()
print("value", value)
