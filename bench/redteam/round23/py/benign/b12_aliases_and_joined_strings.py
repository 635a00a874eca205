# ok: ordinary typing aliases; run-time joined strings used only for output
import typing

Number = int | float
Pair = tuple[int, int]
Handlers = dict[str, typing.Callable[..., None]]
MaybeName = typing.Optional[str]


def scale(p: Pair, k: Number, name: MaybeName = None) -> Pair:
    return (int(p[0] * k), int(p[1] * k))


label = "-".join(["scale", "v2"])
print(label, typing.get_type_hints(scale))
print(scale((2, 3), 1.5))
