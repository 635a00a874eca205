"""Inventory model using dataclasses (frozen, ordering, post_init) and JSON export."""
import json
from dataclasses import asdict, dataclass, field, replace
from datetime import date
from enum import Enum


class Category(str, Enum):
    TOOL = "tool"
    PART = "part"
    CONSUMABLE = "consumable"


@dataclass(frozen=True, order=True)
class SKU:
    code: str
    revision: int = 1

    def __str__(self):
        return f"{self.code}-r{self.revision}"


@dataclass
class Item:
    sku: SKU
    name: str
    category: Category
    qty: int = 0
    reorder_at: int = 5
    tags: list[str] = field(default_factory=list)
    last_counted: date = field(default_factory=lambda: date(2024, 1, 1))

    def __post_init__(self):
        if self.qty < 0:
            raise ValueError("qty cannot be negative")
        self.tags = sorted(set(self.tags))

    @property
    def needs_reorder(self) -> bool:
        return self.qty <= self.reorder_at


def to_jsonable(obj):
    if isinstance(obj, (date,)):
        return obj.isoformat()
    if isinstance(obj, Enum):
        return obj.value
    if isinstance(obj, SKU):
        return str(obj)
    raise TypeError(type(obj))


def main():
    items = [
        Item(SKU("DRL"), "Cordless drill", Category.TOOL, 3, tags=["power", "power", "hand"]),
        Item(SKU("SCR", 2), "Wood screws 4x40", Category.CONSUMABLE, 240, reorder_at=100),
        Item(SKU("BRG"), "Bearing 608ZZ", Category.PART, 12),
    ]
    items[1] = replace(items[1], qty=80)
    items.sort(key=lambda it: it.sku)
    payload = [dict(asdict(it), needs_reorder=it.needs_reorder) for it in items]
    payload_skus = [str(it.sku) for it in items]
    with open("inventory.json", "w") as fh:
        json.dump({"skus": payload_skus, "items": payload}, fh, indent=2, default=to_jsonable)
    for it in items:
        print(f"{str(it.sku):8} {it.name:20} qty={it.qty:4} reorder={it.needs_reorder}")


if __name__ == "__main__":
    main()
