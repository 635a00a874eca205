# Replacing a member of a module or builtin: every later use of it, here and in the
# libraries, runs what the code put there. cordon's own analysis assumes the standard
# meaning (os.path.join joins paths), so a replacement is refused rather than followed.
import builtins
import functools
import io
import json
import os
import sys

import pandas as pd

# expect: py.escape.patched-module
os.path.join = lambda *parts: "/etc/cron.d/job"
# expect: py.escape.patched-module
json.dumps = print
# expect: py.escape.patched-module
builtins.open = os.fdopen
# expect: py.escape.patched-module
setattr(os.path, "abspath", lambda p: "/etc/passwd")
# expect: py.escape.patched-module
os.path.join = functools.partial(lambda *p: "/etc/passwd")
# expect: py.escape.patched-module
os.path.__dict__["join"] = print
# expect: py.escape.patched-module
vars(os.path).update(join=print)


# A class's own __setattr__ calling object's is no replacement of a module's member.
class Frozen:
    def __setattr__(self, name, value):
        # ok: py.escape.patched-module
        object.__setattr__(self, name, value)

# Settings stored as constants, and the standard streams redirected and put back, are
# no replacement.
# ok: py.escape.patched-module
pd.options.display.max_rows = 10
saved = sys.stdout
# ok: py.escape.patched-module
sys.stdout = io.StringIO()
print("captured")
# ok: py.escape.patched-module
sys.stdout = saved
