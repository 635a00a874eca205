"""Flatten nested JSON records into CSV and back-validate the round trip."""
import csv
import json

RECORDS = [
    {"id": 1, "name": "Ada", "address": {"city": "London", "zip": "N1"}, "tags": ["math", "code"]},
    {"id": 2, "name": "Grace", "address": {"city": "New York", "zip": "10001"}, "tags": ["navy"]},
    {"id": 3, "name": "Alan", "address": {"city": "Manchester", "zip": "M1"}, "tags": []},
]


def flatten(obj, prefix=""):
    out = {}
    for k, v in obj.items():
        key = f"{prefix}{k}"
        if isinstance(v, dict):
            out.update(flatten(v, key + "."))
        elif isinstance(v, list):
            out[key] = "|".join(map(str, v))
        else:
            out[key] = v
    return out


def unflatten(row):
    out = {}
    for key, v in row.items():
        parts = key.split(".")
        cur = out
        for p in parts[:-1]:
            cur = cur.setdefault(p, {})
        cur[parts[-1]] = v
    out["id"] = int(out["id"])
    out["tags"] = [t for t in out["tags"].split("|") if t]
    return out


def write_csv(rows, path):
    fields = sorted({k for r in rows for k in r})
    with open(path, "w", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=fields)
        w.writeheader()
        w.writerows(rows)
    return fields


def read_csv(path):
    with open(path, newline="") as fh:
        return list(csv.DictReader(fh))


def main():
    flat = [flatten(r) for r in RECORDS]
    fields = write_csv(flat, "people.csv")
    back = [unflatten(r) for r in read_csv("people.csv")]
    assert back == RECORDS, "round trip mismatch"
    with open("people.json", "w") as fh:
        json.dump(back, fh, indent=2)
    print("columns:", fields)


if __name__ == "__main__":
    main()
