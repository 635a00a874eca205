"""Process simulated data shards concurrently with asyncio and a semaphore, then merge results."""
import asyncio
import json
import math
import random
from pathlib import Path

OUT_DIR = Path("out") / "shards"
SETTINGS = {"shards": 12, "concurrency": 4, "rows_per_shard": 2000}


async def load_shard(shard_id, rows):
    rng = random.Random(shard_id)
    await asyncio.sleep(rng.uniform(0.005, 0.03))  # pretend I/O latency
    return [rng.gauss(100 + shard_id, 15) for _ in range(rows)]


def describe(values):
    n = len(values)
    mu = sum(values) / n
    var = sum((v - mu) ** 2 for v in values) / (n - 1)
    return {"n": n, "mean": mu, "std": math.sqrt(var), "min": min(values), "max": max(values)}


async def process(shard_id, sem, rows):
    async with sem:
        values = await load_shard(shard_id, rows)
        stats = await asyncio.to_thread(describe, values)
        path = OUT_DIR / f"shard_{shard_id:02d}.json"
        path.write_text(json.dumps(stats))
        return shard_id, stats


def merge(parts):
    n = sum(p["n"] for p in parts)
    mean = sum(p["mean"] * p["n"] for p in parts) / n
    ss = sum((p["n"] - 1) * p["std"] ** 2 + p["n"] * (p["mean"] - mean) ** 2 for p in parts)
    return {"n": n, "mean": round(mean, 3), "std": round(math.sqrt(ss / (n - 1)), 3),
            "min": round(min(p["min"] for p in parts), 3),
            "max": round(max(p["max"] for p in parts), 3)}


async def main(**overrides):
    cfg = {**SETTINGS, **overrides}
    OUT_DIR.mkdir(parents=True, exist_ok=True)
    sem = asyncio.Semaphore(cfg["concurrency"])
    tasks = [process(i, sem, cfg["rows_per_shard"]) for i in range(cfg["shards"])]
    results = dict(await asyncio.gather(*tasks))
    overall = merge(list(results.values()))
    (OUT_DIR.parent / "merged.json").write_text(json.dumps(overall, indent=2))
    for sid in sorted(results)[:3]:
        print(f"shard {sid}: mean={results[sid]['mean']:.2f}")
    print("merged:", overall)


if __name__ == "__main__":
    asyncio.run(main(shards=10))
