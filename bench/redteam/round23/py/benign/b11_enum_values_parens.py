# ok: enum whose string values hold parentheses, used as data next to type-hint resolution
import enum
import typing


class Unit(enum.Enum):
    METRE = "metre (m)"
    FOOT = "foot (ft)"


def convert(value: float, unit: Unit) -> str:
    return f"{value} {unit.value}"


print(typing.get_type_hints(convert))
print(convert(3.0, Unit.FOOT))
