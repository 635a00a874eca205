import gzip
import json
import os


def generate_events(n):
    for i in range(n):
        yield {"id": i, "user": f"u{i % 7}", "amount": (i * 37) % 101 / 4}


def only_large(events, minimum):
    return (e for e in events if e["amount"] >= minimum)


def batched(iterable, size):
    batch = []
    for item in iterable:
        batch.append(item)
        if len(batch) == size:
            yield batch
            batch = []
    if batch:
        yield batch


os.makedirs("out/batches", exist_ok=True)
totals_by_user = {}
paths = []
for idx, batch in enumerate(batched(only_large(generate_events(500), 12.5), 50)):
    path = os.path.join("out", "batches", f"batch_{idx:03d}.jsonl.gz")
    with gzip.open(path, "wt", encoding="utf-8") as fh:
        for event in batch:
            fh.write(json.dumps(event) + "\n")
            totals_by_user[event["user"]] = totals_by_user.get(event["user"], 0) + event["amount"]
    paths.append(path)

count = 0
for path in paths:
    with gzip.open(path, "rt", encoding="utf-8") as fh:
        count += sum(1 for _ in fh)

with open("out/user_totals.json", "w") as fh:
    json.dump(dict(sorted(totals_by_user.items())), fh, indent=2)
print(f"{count} events in {len(paths)} batches")
