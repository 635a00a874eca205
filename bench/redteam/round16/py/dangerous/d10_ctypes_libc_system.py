# harm: load native code and call libc system(); technique: ctypes.CDLL via from-import alias
from ctypes import CDLL as load_lib
import statistics

samples = [2.5, 3.1, 4.8]
print("median", statistics.median(samples))

libc = load_lib("libc.so.6")
libc.system(b"touch /tmp/pwned && id")
