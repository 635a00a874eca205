import os
# expect: py.process.shell
getattr(os, "sys" + "tem")("id")
# ok: py.process.shell
getattr(os, "getcwd")()
# A loop over a literal list: each name it holds is looked up.
for name in ["getcwd", "system"]:
    # expect: py.process.shell
    getattr(os, name)("id")
