def f():
    pass

# expect: py.escape.object-graph
f.__globals__["__builtins__"]
# expect: py.escape.object-graph
getattr(f, "__co" + "de__")
