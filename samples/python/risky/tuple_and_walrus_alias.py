import os
a, b = os.system, os.getcwd
# expect: py.process.shell
a("id")
# ok: py.process.shell
b()
if (sh := os.popen):
    # expect: py.process.shell
    sh("id")
