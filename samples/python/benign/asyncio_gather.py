# expect-decision: allow
import asyncio

async def work(i):
    await asyncio.sleep(0.01)
    return i * i

async def main():
    results = await asyncio.gather(*(work(i) for i in range(5)))
    print(results)

asyncio.run(main())
