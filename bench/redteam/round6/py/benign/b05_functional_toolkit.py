import functools
import itertools
import operator


@functools.lru_cache(maxsize=None)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)


words = ["pear", "apple", "fig", "banana", "kiwi"]
by_len = {k: list(g) for k, g in itertools.groupby(sorted(words, key=len), key=len)}
product = functools.reduce(operator.mul, range(1, 8))
pairs = list(itertools.combinations("abc", 2))
print(fib(30), by_len, product, pairs, sorted(words, key=operator.itemgetter(-1)))
