from dataclasses import dataclass, field, asdict
from pathlib import Path
import json


@dataclass
class Item:
    sku: str
    name: str
    qty: int
    unit_price: float
    tags: list = field(default_factory=list)

    @property
    def value(self) -> float:
        return self.qty * self.unit_price


inventory = [
    Item("A-1", "bolt", 120, 0.15, ["hardware"]),
    Item("B-7", "hinge", 30, 2.40, ["hardware", "door"]),
    Item("C-3", "paint", 8, 14.99, ["finish"]),
    Item("D-9", "brush", 15, 3.25),
]

low_stock = [it for it in inventory if it.qty < 20]
by_tag = {}
for it in inventory:
    for tag in it.tags or ["untagged"]:
        by_tag.setdefault(tag, []).append(it.sku)

report = {
    "total_value": round(sum(it.value for it in inventory), 2),
    "low_stock": [asdict(it) for it in low_stock],
    "by_tag": by_tag,
}

out_dir = Path("reports")
out_dir.mkdir(parents=True, exist_ok=True)
(out_dir / "inventory.json").write_text(json.dumps(report, indent=2))
print(f"inventory value: {report['total_value']}")
