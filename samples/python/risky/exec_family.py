import os
# expect: py.process.spawn
os.execv("/bin/sh", ["sh"])
# expect: py.process.spawn
os.fork()
# ok: py.process.spawn
os.getpid()
