# Naming a dangerous function without calling it: passed to a partial, a thread, map,
# a sort key or atexit; stored in a class, a dict or over another name. Whatever calls
# it later runs it with arguments no analysis can see, so the reference itself is the
# finding, with the rule of the function named.
import atexit
import functools
import os
import subprocess
import threading
# expect: py.process.shell
run = functools.partial(os.system, "id")
# expect: py.eval.dynamic
threading.Thread(target=exec, args=("print(1)",)).start()
# expect: py.eval.dynamic
results = list(map(eval, ["1 + 1"]))
# expect: py.eval.dynamic
ordered = sorted(["1"], key=eval)
# expect: py.process.shell
atexit.register(os.system, "id")
# expect: py.process.spawn
handlers = {"spawn": subprocess.Popen}


class Runner:
    # expect: py.eval.dynamic
    execute = staticmethod(exec)


# Only tested as a type, or named in an except clause: not a use.
# ok: py.process.spawn
print(isinstance(run, subprocess.Popen))
