# expect: py.eval.dynamic
vars()["eval"](payload)
# expect: py.eval.dynamic
globals()["__builtins__"]["exec"](payload) if False else eval(payload)
