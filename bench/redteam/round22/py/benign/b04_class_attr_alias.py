# ok: class attribute holding a type name string referenced from a string annotation
import typing


class Conf:
    kind = "int"


def scale(x: "Conf.kind", factor: float = 2.0) -> float:
    return x * factor


print(typing.get_type_hints(scale))
