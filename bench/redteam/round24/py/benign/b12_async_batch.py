"""asyncio producer/consumer pipeline with a queue; all work is simulated with sleeps."""
import asyncio
import json
import random


async def producer(queue, n, seed=5):
    rnd = random.Random(seed)
    for i in range(n):
        await asyncio.sleep(rnd.random() / 200)
        await queue.put({"id": i, "payload": rnd.randint(1, 100)})
    await queue.put(None)


async def worker(name, queue, results, lock):
    while True:
        item = await queue.get()
        if item is None:
            await queue.put(None)
            queue.task_done()
            return
        await asyncio.sleep(item["payload"] / 10000)
        async with lock:
            results.append({"id": item["id"], "by": name, "square": item["payload"] ** 2})
        queue.task_done()


async def with_timeout(coro, seconds):
    try:
        return await asyncio.wait_for(coro, timeout=seconds)
    except asyncio.TimeoutError:
        return "timeout"


async def main(n=40, workers=3):
    queue = asyncio.Queue(maxsize=10)
    results, lock = [], asyncio.Lock()
    tasks = [asyncio.create_task(worker(f"w{i}", queue, results, lock)) for i in range(workers)]
    await producer(queue, n)
    await asyncio.gather(*tasks)
    slow = await with_timeout(asyncio.sleep(1, result="done"), 0.05)
    results.sort(key=lambda r: r["id"])
    per_worker = {}
    for r in results:
        per_worker[r["by"]] = per_worker.get(r["by"], 0) + 1
    with open("async_results.json", "w") as fh:
        json.dump({"results": results, "per_worker": per_worker, "slow": slow}, fh, indent=2)
    return per_worker


if __name__ == "__main__":
    print(asyncio.run(main()))
