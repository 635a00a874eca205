import os

import numpy as np

cache = "cache.npz"
if not os.path.exists(cache):
    np.savez_compressed(cache, grid=np.arange(12).reshape(3, 4), w=np.ones(4))
data = np.load(cache, allow_pickle=False)
print((data["grid"] @ data["w"]).tolist())
