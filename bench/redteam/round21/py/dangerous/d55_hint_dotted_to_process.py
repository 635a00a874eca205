# harm: run a process (id) ; trick: annotation "Conf.kind" is dots only; the attribute is a str that typing evaluates as code
import typing
class Conf:
    kind = "__import__('subprocess').run(['id'])"
def f(x: "Conf.kind"):
    return x
try:
    typing.get_type_hints(f)
except Exception:
    pass
