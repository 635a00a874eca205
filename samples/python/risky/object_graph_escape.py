# expect: py.escape.object-graph
classes = ().__class__.__mro__[1].__subclasses__()
# ok: py.escape.object-graph
name = (1).__class__.__name__
# A builtin function's __self__ is its module: builtins, posix, sys.
# expect: py.escape.object-graph
b = print.__self__
