"""Round-trip a CSV through a scratch directory: write, re-read with type coercion, validate, merge."""
import csv
import os
import shutil
import tempfile
from datetime import date
from decimal import Decimal

SCHEMA = {"id": int, "date": date.fromisoformat, "account": str, "amount": Decimal}
ROWS = [
    {"id": 1, "date": "2024-03-01", "account": "ACME", "amount": "199.90"},
    {"id": 2, "date": "2024-03-02", "account": "Globex", "amount": "45.00"},
    {"id": 3, "date": "2024-03-02", "account": "ACME", "amount": "12.35"},
    {"id": 4, "date": "2024-03-05", "account": "Initech", "amount": "-5.00"},
    {"id": 5, "date": "not-a-date", "account": "Globex", "amount": "9.99"},
]


def write_csv(path, rows, fields):
    with open(path, "w", newline="", encoding="utf-8") as fh:
        writer = csv.DictWriter(fh, fieldnames=fields)
        writer.writeheader()
        writer.writerows(rows)


def read_typed(path, schema):
    good, bad = [], []
    with open(path, newline="", encoding="utf-8") as fh:
        for lineno, row in enumerate(csv.DictReader(fh), start=2):
            try:
                good.append({k: conv(row[k]) for k, conv in schema.items()})
            except (ValueError, ArithmeticError) as exc:
                bad.append((lineno, str(exc)))
    return good, bad


def totals_by_account(rows):
    totals = {}
    for r in rows:
        totals[r["account"]] = totals.get(r["account"], Decimal("0")) + r["amount"]
    return dict(sorted(totals.items()))


def main():
    scratch = tempfile.mkdtemp(prefix="roundtrip-", dir=os.getcwd())
    try:
        src = os.path.join(scratch, "ledger.csv")
        write_csv(src, ROWS, list(SCHEMA))
        rows, errors = read_typed(src, SCHEMA)
        totals = totals_by_account(rows)
        final_dir = os.path.join(os.getcwd(), "out")
        os.makedirs(final_dir, exist_ok=True)
        dst = os.path.join(final_dir, "ledger_totals.csv")
        write_csv(dst, [{"account": a, "total": str(t)} for a, t in totals.items()],
                  ["account", "total"])
        print(f"loaded {len(rows)} rows, {len(errors)} rejected")
        for lineno, msg in errors:
            print(f"  line {lineno}: {msg}")
        for account, total in totals.items():
            print(f"  {account:<8} {total:>8}")
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    main()
