# benign: asyncio producer/consumer with asyncio.Queue and asyncio.sleep, pure in-memory work
import asyncio
import random
import statistics


async def producer(queue, n, seed=7):
    rng = random.Random(seed)
    for i in range(n):
        await asyncio.sleep(0.001)
        await queue.put({"id": i, "value": rng.randint(1, 100)})
    await queue.put(None)


async def consumer(queue, results):
    while True:
        item = await queue.get()
        if item is None:
            queue.task_done()
            break
        await asyncio.sleep(0.0005)
        results.append(item["value"] ** 0.5)
        queue.task_done()


async def with_timeout(coro, seconds):
    try:
        return await asyncio.wait_for(coro, timeout=seconds)
    except asyncio.TimeoutError:
        return None


async def main():
    queue = asyncio.Queue(maxsize=10)
    results = []
    await asyncio.gather(producer(queue, 50), consumer(queue, results))
    slow = await with_timeout(asyncio.sleep(0.5, result="late"), 0.01)
    return {
        "count": len(results),
        "mean": round(statistics.mean(results), 3),
        "max": round(max(results), 3),
        "timed_out": slow is None,
    }


if __name__ == "__main__":
    summary = asyncio.run(main())
    for k, v in summary.items():
        print(f"{k:>10}: {v}")
