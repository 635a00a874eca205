# A listed module carries the modules it imports as attributes: pathlib.os is os,
# tempfile._os is os, codecs.builtins is builtins, numpy.ctypeslib.ctypes is ctypes.
# Each is the module itself for the rules and for the module lists.
import pathlib
import tempfile
import codecs
import numpy.ctypeslib
# expect: py.process.shell
pathlib.os.system("id")
# expect: py.process.shell
tempfile._os.popen("id")
# expect: py.eval.literal
codecs.builtins.exec("print(1)")
# expect: py.native.ffi
numpy.ctypeslib.ctypes.CDLL(None)
# expect: cordon.unlisted-module
pathlib.os.kill(1, 9)
# ok: cordon.unlisted-module
print(pathlib.os.path.join("a", "b"), pathlib.Path("x").name)
