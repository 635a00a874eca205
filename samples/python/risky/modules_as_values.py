# A module with dangerous members handed on as a value: returned, kept in a list, a
# class attribute, a default argument, yielded, passed to a call. Where it goes the
# analysis cannot follow, so any of its functions could be called there unseen.
import builtins
import ctypes
import importlib
import os
import shutil
import socket
import sys


def toolbox():
    # expect: py.escape.process-module
    return os


class Env:
    # expect: py.escape.process-module
    backend = os


# expect: py.escape.native-module
def load(lib, ffi=ctypes):
    return ffi.CDLL(lib)


def modules():
    # expect: py.escape.introspection-module
    yield sys


# expect: py.escape.code-module
setattr(builtins, "print", len)
# expect: py.escape.loader-module
loaders = {"import": importlib}
# expect: py.escape.filesystem-module
cleanup = [shutil]
# expect: py.escape.network-module
transports = (socket,)

# A `case` that captures the whole subject is the subject under another name: followed.
match os:
    case runner:
        # expect: py.process.shell
        runner.system("id")

# Reading members, by attribute or by getattr with the name written out, testing the
# module, and importing it under another name are not escapes.
# ok: py.escape.process-module
print(os.getcwd(), getattr(os, "sep"), os.path.join("a", "b"))
# ok: py.escape.introspection-module
print(sys.version, file=sys.stderr)
# ok: py.escape.process-module
if os:
    assert isinstance(os, object) and os is not sys
# ok: py.escape.code-module
print(builtins.len("abc"))
# ok: py.escape.native-module
size = ctypes.sizeof(ctypes.c_int)
# ok: py.escape.loader-module
spec = importlib.util.find_spec("json")
# ok: py.escape.filesystem-module
shutil.copy("a.txt", "b.txt")
# ok: py.escape.network-module
host = socket.gethostname()
