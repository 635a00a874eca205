"""Inventory bookkeeping with Counter/defaultdict/namedtuple; exports a restock list."""
import collections
import csv

Item = collections.namedtuple("Item", "sku name category qty reorder_at")

STOCK = [
    Item("A100", "bolt M4", "hardware", 120, 50),
    Item("A101", "nut M4", "hardware", 30, 50),
    Item("B200", "cable 1m", "electrical", 8, 10),
    Item("B201", "cable 2m", "electrical", 15, 10),
    Item("C300", "glue", "consumable", 2, 5),
]

MOVES = [("A100", -40), ("A101", -5), ("B200", -3), ("C300", +10), ("A100", -50), ("B201", -9)]


def apply_moves(stock, moves):
    qty = collections.Counter({i.sku: i.qty for i in stock})
    history = collections.defaultdict(list)
    for sku, delta in moves:
        qty[sku] += delta
        history[sku].append(delta)
    return qty, history


def restock(stock, qty):
    out = []
    for item in stock:
        if qty[item.sku] <= item.reorder_at:
            out.append({"sku": item.sku, "name": item.name, "have": qty[item.sku],
                        "order": item.reorder_at * 2 - qty[item.sku]})
    return out


def by_category(stock, qty):
    totals = collections.defaultdict(int)
    for item in stock:
        totals[item.category] += qty[item.sku]
    return dict(totals)


def main():
    qty, history = apply_moves(STOCK, MOVES)
    orders = restock(STOCK, qty)
    with open("restock.csv", "w", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=["sku", "name", "have", "order"])
        w.writeheader()
        w.writerows(orders)
    print(by_category(STOCK, qty))
    print("busiest:", max(history, key=lambda s: len(history[s])))


if __name__ == "__main__":
    main()
