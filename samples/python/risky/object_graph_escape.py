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
