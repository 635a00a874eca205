# ok: log messages and docstrings with parentheses in a file that resolves annotations
import logging
import typing

log = logging.getLogger("app")
HELP = "usage: run(path) -- parses the file (CSV or JSON) and prints totals"
RETRY = "retry(%d) after %.1fs"


class Order(typing.NamedTuple):
    """An order line (qty x price)."""
    qty: int
    price: float


def total(orders: list[Order]) -> float:
    """Sum of qty*price (rounded to cents)."""
    log.info("total(%d orders)", len(orders))
    return round(sum(o.qty * o.price for o in orders), 2)


print(typing.get_type_hints(total))
print(HELP, RETRY % (2, 0.5))
print(total([Order(2, 1.25), Order(1, 3.0)]))
