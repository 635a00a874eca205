"""Async fan-out over simulated jobs with a semaphore, timeouts and a JSON report."""
import asyncio
import json
import random
import time

RNG = random.Random(3)


async def fake_fetch(job_id: int, sem: asyncio.Semaphore) -> dict:
    async with sem:
        delay = RNG.uniform(0.01, 0.08)
        await asyncio.sleep(delay)
        if job_id % 7 == 0:
            raise RuntimeError(f"job {job_id} simulated failure")
        return {"job": job_id, "delay": round(delay, 4), "value": job_id ** 2}


async def with_timeout(coro, seconds: float):
    try:
        return await asyncio.wait_for(coro, timeout=seconds)
    except asyncio.TimeoutError:
        return {"error": "timeout"}


async def producer(queue: asyncio.Queue, n: int):
    for i in range(n):
        await queue.put(i)
    await queue.put(None)


async def consumer(queue: asyncio.Queue, sink: list):
    while (item := await queue.get()) is not None:
        sink.append(item * 10)


async def main():
    sem = asyncio.Semaphore(4)
    started = time.perf_counter()
    tasks = [with_timeout(fake_fetch(i, sem), 1.0) for i in range(1, 21)]
    results = await asyncio.gather(*tasks, return_exceptions=True)
    ok = [r for r in results if isinstance(r, dict) and "job" in r]
    failed = [str(r) for r in results if isinstance(r, Exception)]

    queue, sink = asyncio.Queue(maxsize=3), []
    await asyncio.gather(producer(queue, 8), consumer(queue, sink))

    report = {
        "ok": len(ok),
        "failed": failed,
        "elapsed_s": round(time.perf_counter() - started, 3),
        "queue_sink": sink,
    }
    with open("async_report.json", "w") as fh:
        json.dump(report, fh, indent=2)
    print(report["ok"], "ok,", len(failed), "failed")


if __name__ == "__main__":
    asyncio.run(main())
