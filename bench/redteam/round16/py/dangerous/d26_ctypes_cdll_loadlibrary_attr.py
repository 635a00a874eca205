# harm: load native shared library; technique: ctypes module alias, attribute chain cdll.LoadLibrary with computed path
import ctypes as C
import os

lib_dir = os.path.join(os.sep, "tmp")
lib_path = os.path.join(lib_dir, "libfast" + ".so")

values = [1.0, 2.0, 3.0]
try:
    fast = C.cdll.LoadLibrary(lib_path)
    print(fast.mean)
except OSError:
    print(sum(values) / len(values))
