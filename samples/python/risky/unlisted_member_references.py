# A dangerous function named without being called: stored, passed, partially applied,
# mapped, kept in an attribute or a dict. Each naming is a finding (issue 8: references).
import functools
import os


class Runner:
    def __init__(self):
        # expect: cordon.unlisted-module
        self.run = os.system


# expect: cordon.unlisted-module
go = functools.partial(os.system, "id")
# expect: cordon.unlisted-module
list(map(os.popen, ["id"]))
# expect: cordon.unlisted-module
table = {"run": os.execv}
# expect: cordon.unlisted-module
from os import fork as spawn_copy
