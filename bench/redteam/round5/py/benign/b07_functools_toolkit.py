# benign: functools partial/reduce/lru_cache/singledispatch, operator.itemgetter and inspect.signature on the file's own functions
import functools
import inspect
import operator


@functools.lru_cache(maxsize=None)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)


@functools.singledispatch
def describe(x):
    return f"object {x!r}"


@describe.register
def _(x: int):
    return f"int {x}"


round2 = functools.partial(round, ndigits=2)
rows = [("b", 2.3456), ("a", 1.2), ("c", 9.87654)]
total = functools.reduce(operator.add, map(operator.itemgetter(1), rows))
print(sorted(rows, key=operator.itemgetter(0)), round2(total), fib(30))
print(describe(3), describe("x"), inspect.signature(fib.__wrapped__))
