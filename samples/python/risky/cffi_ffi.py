# expect: py.native.ffi
from cffi import FFI
# ok: py.native.ffi
import math
