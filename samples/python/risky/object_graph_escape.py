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
# A class of the file's subclasses are classes of the file too (round 24's b07): asking
# for them reaches nothing the file did not write.
class Shape:
    pass
class Circle(Shape):
    pass
# ok: py.escape.object-graph
kinds = [c.__name__ for c in Shape.__subclasses__()]
def kinds_of(cls=Shape):
    # ok: py.escape.object-graph
    return [k.__subclasses__() for k in cls.__subclasses__()]
kinds_of()
def subclasses_of(cls):
    # expect: py.escape.object-graph
    return cls.__subclasses__()
subclasses_of(Shape)
subclasses_of(().__class__.__base__)
# Walked recursively, each call from the body passing a subclass of what it was given.
def all_kinds(cls=Shape, depth=0):
    out = []
    # ok: py.escape.object-graph
    for sub in cls.__subclasses__():
        out.append((depth, sub.__name__))
        out.extend(all_kinds(sub, depth + 1))
    return out
all_kinds()
# Not when a call from the body passes something else, or one from outside does.
def every_kind(cls=Shape):
    # expect: py.escape.object-graph
    for sub in cls.__subclasses__():
        sub = sub.__mro__[-1]
        every_kind(sub)
every_kind()
def any_kind(cls):
    # expect: py.escape.object-graph
    yield from (k for sub in cls.__subclasses__() for k in any_kind(sub))
any_kind(Shape)
any_kind(type(()).__base__)
