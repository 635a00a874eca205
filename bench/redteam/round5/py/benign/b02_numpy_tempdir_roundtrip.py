# benign: numpy savez/load round trip inside a TemporaryDirectory, pickles explicitly refused
import os
import tempfile

import numpy as np

rng = np.random.default_rng(7)
weights = rng.normal(size=(4, 3))
bias = rng.normal(size=3)

with tempfile.TemporaryDirectory() as tmp:
    path = os.path.join(tmp, "model.npz")
    np.savez_compressed(path, weights=weights, bias=bias)
    with np.load(path, allow_pickle=False) as data:
        restored = data["weights"] @ np.ones(3) + data["bias"].sum()
print("checksum", float(np.round(restored.sum(), 6)))
