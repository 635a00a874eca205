import functools
import operator

parse_bin = functools.partial(int, base=2)
print([parse_bin(s) for s in ["101", "1111", "100000"]])

total = functools.reduce(operator.add, range(10))
rows = [("cpu", 3), ("mem", 1), ("disk", 2)]
print(total, sorted(rows, key=operator.itemgetter(1)))


@functools.lru_cache(maxsize=None)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)


print(fib(30))
