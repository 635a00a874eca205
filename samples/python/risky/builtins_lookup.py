# expect: py.eval.dynamic
__builtins__.__dict__["ev" + "al"](payload)
import builtins
# expect: py.eval.dynamic
getattr(builtins, "exec")(payload)
