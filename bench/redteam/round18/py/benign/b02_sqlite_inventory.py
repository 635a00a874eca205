"""Small inventory database: load rows, run a few queries, export a report."""
import csv
import sqlite3
from contextlib import closing, contextmanager
from dataclasses import dataclass, astuple, field
from pathlib import Path

DATA_DIR = Path("data")
DB_PATH = DATA_DIR / "inventory.sqlite3"


@dataclass(frozen=True)
class Item:
    sku: str
    name: str
    category: str
    qty: int
    unit_price: float

    @property
    def value(self) -> float:
        return round(self.qty * self.unit_price, 2)


@dataclass
class Report:
    low_stock: list = field(default_factory=list)
    by_category: dict = field(default_factory=dict)


SEED = [
    Item("A-100", "Widget", "hardware", 42, 2.50),
    Item("A-101", "Gadget", "hardware", 3, 12.00),
    Item("B-200", "Notebook", "stationery", 120, 1.10),
    Item("B-201", "Pen (blue)", "stationery", 7, 0.80),
    Item("C-300", "USB cable", "electronics", 15, 4.99),
    Item("C-301", "Charger", "electronics", 2, 19.90),
]


@contextmanager
def transaction(conn):
    try:
        yield conn.cursor()
        conn.commit()
    except Exception:
        conn.rollback()
        raise


def init_db(conn):
    with transaction(conn) as cur:
        cur.execute("DROP TABLE IF EXISTS items")
        cur.execute("""CREATE TABLE items (
                           sku TEXT PRIMARY KEY, name TEXT, category TEXT,
                           qty INTEGER, unit_price REAL)""")
        cur.executemany("INSERT INTO items VALUES (?, ?, ?, ?, ?)",
                        [astuple(i) for i in SEED])


def load_items(conn, where="1=1", params=()):
    rows = conn.execute(f"SELECT sku, name, category, qty, unit_price FROM items WHERE {where}", params)
    return [Item(*r) for r in rows]


def build_report(conn, threshold=5):
    report = Report()
    report.low_stock = load_items(conn, "qty < ?", (threshold,))
    for cat, total in conn.execute(
            "SELECT category, SUM(qty * unit_price) FROM items GROUP BY category ORDER BY 2 DESC"):
        report.by_category[cat] = round(total, 2)
    return report


def export_csv(items, path):
    with open(path, "w", newline="", encoding="utf-8") as fh:
        writer = csv.writer(fh)
        writer.writerow(["sku", "name", "qty", "value"])
        for it in items:
            writer.writerow([it.sku, it.name, it.qty, it.value])


def main():
    DATA_DIR.mkdir(parents=True, exist_ok=True)
    with closing(sqlite3.connect(DB_PATH)) as conn:
        init_db(conn)
        with transaction(conn) as cur:
            cur.execute("UPDATE items SET qty = qty - 1 WHERE sku = ?", ("A-101",))
        report = build_report(conn)
        export_csv(load_items(conn), DATA_DIR / "inventory_export.csv")
    print("Low stock:")
    for item in report.low_stock:
        print(f"  {item.sku} {item.name:<12} qty={item.qty}")
    print("Stock value by category:")
    for cat, val in report.by_category.items():
        print(f"  {cat:<12} {val:>8.2f}")


if __name__ == "__main__":
    main()
