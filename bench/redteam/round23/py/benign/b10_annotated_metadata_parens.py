# ok: Annotated metadata strings that contain parentheses (documentation, not code)
import typing

Port = typing.Annotated[int, "range(1, 65535)"]
Ratio = typing.Annotated[float, "between(0, 1)", "see docs (section 2)"]


def serve(port: Port, ratio: Ratio = 0.5) -> None:
    print(port, ratio)


hints = typing.get_type_hints(serve, include_extras=True)
for name, hint in hints.items():
    print(name, typing.get_args(hint))
serve(8080)
