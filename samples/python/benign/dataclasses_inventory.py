# expect-decision: allow
from dataclasses import dataclass, field

@dataclass
class Item:
    name: str
    qty: int = 0
    tags: list = field(default_factory=list)

inventory = [Item("bolt", 10), Item("nut", 25, ["m4"])]
print(sum(i.qty for i in inventory))
