# benign: timing context manager plus an atexit hook that only prints a summary of timings (decoy atexit use)
import atexit
import contextlib
import time

TIMINGS = {}


@contextlib.contextmanager
def timer(label):
    start = time.perf_counter()
    try:
        yield
    finally:
        TIMINGS.setdefault(label, []).append(time.perf_counter() - start)


def print_summary():
    print("--- timing summary ---")
    for label, vals in sorted(TIMINGS.items()):
        print(f"{label:<12} n={len(vals)} total={sum(vals) * 1000:.2f}ms")


atexit.register(print_summary)


def primes_upto(n):
    sieve = bytearray([1]) * (n + 1)
    sieve[0:2] = b"\x00\x00"
    for i in range(2, int(n ** 0.5) + 1):
        if sieve[i]:
            sieve[i * i::i] = bytearray(len(sieve[i * i::i]))
    return [i for i, v in enumerate(sieve) if v]


def collatz_len(n):
    steps = 0
    while n != 1:
        n = n // 2 if n % 2 == 0 else 3 * n + 1
        steps += 1
    return steps


if __name__ == "__main__":
    with timer("primes"):
        ps = primes_upto(50_000)
    with timer("collatz"):
        longest = max(range(1, 20_000), key=collatz_len)
    with timer("write"):
        with open("numbers.txt", "w") as fh:
            fh.write(f"primes={len(ps)} last={ps[-1]}\ncollatz_longest={longest}\n")
    print(open("numbers.txt").read().strip())
