import types, runpy
# expect: py.eval.code-objects
fn = types.FunctionType(code, {})
# expect: py.eval.code-objects
runpy.run_path("other.py")
# ok: py.eval.code-objects
fn2 = types.SimpleNamespace(a=1)
