# ok: type alias held in a string (JSON = "dict[str, Any]") resolved by get_type_hints
import typing
from typing import Any

JSON = "dict[str, Any]"


def parse(payload: JSON) -> JSON:
    return dict(payload)


print(typing.get_type_hints(parse))
