# expect: py.native.ffi
import ctypes
# expect: py.native.ffi
libc = ctypes.CDLL(None)
