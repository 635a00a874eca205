import asyncio


async def fetch(i):
    await asyncio.sleep(0.01 * (3 - i))
    return i * i


async def main():
    q = asyncio.Queue()
    results = await asyncio.gather(*(fetch(i) for i in range(3)))
    for r in results:
        await q.put(r)
    total = 0
    while not q.empty():
        total += await q.get()
    return results, total


print(asyncio.run(main()))
