# expect: py.escape.object-graph
classes = ().__class__.__mro__[1].__subclasses__()
# ok: py.escape.object-graph
name = (1).__class__.__name__
# A builtin function's __self__ is its module: builtins, posix, sys.
# expect: py.escape.object-graph
b = print.__self__
# Bases and the MRO reach only classes: a warning, not a refusal.
# expect: py.escape.class-graph
registry_key = type(name).__mro__[0].__name__
# ok: py.escape.object-graph
bases = type(name).__bases__
# ok: py.escape.class-graph
print(isinstance(name, str))
# A builtin method's __reduce__ hands back getattr.
# expect: py.escape.object-graph
lookup = [].append.__reduce__()[0]
# The walk written in a string a formatter or a getter follows: a replacement field, a
# field name, a dotted path.
import string
# expect: py.escape.object-graph
leak = "{0.__globals__[os]}".format(print)
# expect: py.escape.object-graph
field = string.Formatter().get_field("0.__init__.__globals__", (leak,), {})
# expect: py.escape.object-graph
parts = "__class__.__base__.__subclasses__".split(".")
# Prose that names the attribute is no walk (round 24's b07 said so in its docstring).
# ok: py.escape.object-graph
"""Lists the kinds of shape; Shape.__subclasses__() would too, but a registry is kept."""
# ok: py.escape.object-graph
print("avoid obj.__globals__ and frame.f_back in plugins")
# A formatter's field lookup walks as format() does (round 28): a dunder in the field
# name, folded, or a name not known, is the escape; a plain field is not.
import string
# expect: py.escape.object-graph
string.Formatter().get_field("0.__sub" + "classes__", (object,), {})
# expect: py.escape.object-graph
string.Formatter().get_field(input(), (object,), {})
# ok: py.escape.object-graph
string.Formatter().get_field("0.name", (object,), {})
