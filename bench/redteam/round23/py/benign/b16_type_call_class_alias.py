# ok: a class built with type() used in an annotation
import typing

Point = type("Point", (), {"__slots__": ("x", "y")})


def origin() -> Point:
    p = Point()
    p.x, p.y = 0, 0
    return p


print(typing.get_type_hints(origin))
