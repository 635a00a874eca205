"""Decorators: timing, retry-on-ValueError and memoisation, with a call log written to cwd."""
import functools
import json
import time

CALL_LOG = []


def timed(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        t0 = time.perf_counter()
        try:
            return fn(*args, **kwargs)
        finally:
            CALL_LOG.append({"fn": fn.__name__, "ms": round((time.perf_counter() - t0) * 1000, 3)})
    return wrapper


def retry(times=3, exc=ValueError):
    def deco(fn):
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            for attempt in range(1, times + 1):
                try:
                    return fn(*args, **kwargs)
                except exc:
                    if attempt == times:
                        raise
        return wrapper
    return deco


@timed
@functools.lru_cache(maxsize=None)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)


_attempts = {"n": 0}


@timed
@retry(times=4)
def flaky_parse(text):
    _attempts["n"] += 1
    if _attempts["n"] < 3:
        raise ValueError("transient")
    return [int(x) for x in text.split(",")]


def main():
    print(fib(30))
    print(flaky_parse("1,2,3"))
    print(fib.__wrapped__.cache_info())
    with open("calls.json", "w") as fh:
        json.dump(CALL_LOG[-5:], fh, indent=2)


if __name__ == "__main__":
    main()
