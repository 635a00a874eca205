# ok: get_type_hints with a localns mapping names to real types and type strings
import typing
from decimal import Decimal


def price(amount: "Money", qty: "Count") -> "Money":
    return amount * qty


print(typing.get_type_hints(price, localns={"Money": Decimal, "Count": "int"}))
