import contextlib
with contextlib.chdir("b") as x, \
     open("../y", "w") as f:
    pass
def f(xs, p="out"):
    return open(p, "w")
f(x for x in y)
f([1], p=f"{q}/../z")
