import asyncio
import functools
from concurrent.futures import ThreadPoolExecutor


@functools.singledispatch
def describe(x):
    return f"object {x!r}"


@describe.register
def _(x: int):
    return f"int {x}"


@describe.register
def _(x: list):
    return f"list of {len(x)}"


async def work(n):
    await asyncio.sleep(0.01)
    return n * n


async def main():
    results = await asyncio.gather(*(work(i) for i in range(5)))
    with ThreadPoolExecutor(max_workers=2) as pool:
        texts = list(pool.map(describe, [1, [1, 2], "x"]))
    return results, texts


print(asyncio.run(main()))
