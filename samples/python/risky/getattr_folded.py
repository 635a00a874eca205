import os
# expect: py.process.shell
getattr(os, "sys" + "tem")("id")
# ok: py.process.shell
getattr(os, "getcwd")()
