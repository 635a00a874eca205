"""Context managers for timing blocks and for atomically writing a local file."""
import contextlib
import json
import os
import time


@contextlib.contextmanager
def timer(label, sink):
    t0 = time.perf_counter()
    try:
        yield
    finally:
        sink[label] = round(time.perf_counter() - t0, 6)


@contextlib.contextmanager
def atomic_write(path, mode="w"):
    tmp = f"{path}.part"
    fh = open(tmp, mode)
    try:
        yield fh
        fh.close()
        os.replace(tmp, path)
    except BaseException:
        fh.close()
        os.remove(tmp)
        raise


class Section:
    depth = 0

    def __init__(self, title):
        self.title = title

    def __enter__(self):
        print("  " * Section.depth + f"> {self.title}")
        Section.depth += 1
        return self

    def __exit__(self, *exc):
        Section.depth -= 1
        return False


def primes(n):
    sieve = bytearray([1]) * (n + 1)
    sieve[0:2] = b"\x00\x00"
    for i in range(2, int(n ** 0.5) + 1):
        if sieve[i]:
            sieve[i * i::i] = bytearray(len(sieve[i * i::i]))
    return [i for i, v in enumerate(sieve) if v]


def main():
    timings = {}
    with Section("compute"):
        with timer("primes", timings):
            ps = primes(200_000)
        with Section("stats"), timer("gaps", timings):
            gaps = max(b - a for a, b in zip(ps, ps[1:]))
    with atomic_write("primes_summary.json") as fh:
        json.dump({"count": len(ps), "max_gap": gaps, "timings": timings}, fh, indent=2)
    print(len(ps), gaps, timings)


if __name__ == "__main__":
    main()
