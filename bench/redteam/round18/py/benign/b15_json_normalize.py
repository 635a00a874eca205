"""Flatten nested API-style JSON records into a table, then write CSV and a schema summary."""
import json
from collections import OrderedDict
from itertools import chain
from pathlib import Path

import pandas as pd

RAW = """
[
  {"id": 1, "user": {"name": "Ana", "address": {"city": "Lisbon", "zip": "1000"}},
   "orders": [{"sku": "X1", "qty": 2}, {"sku": "Y7", "qty": 1}], "vip": true},
  {"id": 2, "user": {"name": "Ben", "address": {"city": "Porto"}},
   "orders": [], "vip": false, "notes": null},
  {"id": 3, "user": {"name": "Caro", "address": {"city": "Faro", "zip": "8000"}},
   "orders": [{"sku": "X1", "qty": 5}], "tags": ["beta", "eu"]}
]
"""


def flatten(obj, prefix="", sep="."):
    """Yield (dotted_key, value) pairs; lists of scalars are joined, lists of dicts counted."""
    if isinstance(obj, dict):
        for key, value in obj.items():
            yield from flatten(value, f"{prefix}{sep}{key}" if prefix else key, sep)
    elif isinstance(obj, list):
        if all(isinstance(x, dict) for x in obj) and obj:
            yield f"{prefix}{sep}count", len(obj)
        else:
            yield prefix, "|".join(map(str, obj))
    else:
        yield prefix, obj


def explode_orders(records):
    for rec in records:
        for line_no, order in enumerate(rec.get("orders", []), start=1):
            yield {"customer_id": rec["id"], "line": line_no, **order}


def infer_schema(rows):
    schema = OrderedDict()
    for key in chain.from_iterable(r.keys() for r in rows):
        if key not in schema:
            types = {type(r[key]).__name__ for r in rows if key in r and r[key] is not None}
            present = sum(1 for r in rows if r.get(key) is not None)
            schema[key] = {"types": sorted(types), "fill_rate": round(present / len(rows), 2)}
    return schema


def main():
    records = json.loads(RAW)
    flat_rows = [dict(flatten(r)) for r in records]
    customers = pd.DataFrame(flat_rows)
    orders = pd.DataFrame(list(explode_orders(records)))
    out = Path("out") / "normalized"
    out.mkdir(parents=True, exist_ok=True)
    customers.to_csv(out / "customers.csv", index=False)
    orders.to_csv(out / "order_lines.csv", index=False)
    (out / "schema.json").write_text(json.dumps(infer_schema(flat_rows), indent=2))
    print(customers.to_string(index=False))
    print()
    print(orders.groupby("sku")["qty"].sum().to_string())


if __name__ == "__main__":
    main()
