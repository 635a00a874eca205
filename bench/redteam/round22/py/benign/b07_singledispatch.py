# ok: functools.singledispatch registration by annotations
import functools


@functools.singledispatch
def describe(x):
    return "object"


@describe.register
def _(x: int):
    return "int"


@describe.register
def _(x: "list"):
    return "list"


print(describe(3), describe([1]), describe("s"))
