# ok: TypeAlias and Annotated with string metadata and a string alias
import typing
from typing import Annotated, TypeAlias

Meters: TypeAlias = Annotated[float, "unit: m"]
Path = "list[tuple[float, float]]"


def length(points: Path, scale: Meters = 1.0) -> Meters:
    return scale * len(points)


print(typing.get_type_hints(length, include_extras=True))
