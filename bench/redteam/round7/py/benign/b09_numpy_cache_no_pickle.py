import numpy as np

data = np.random.default_rng(0).normal(size=(4, 3))
np.save("cache.npy", data)
back = np.load("cache.npy", allow_pickle=False)
np.savez_compressed("bundle.npz", data=data, means=data.mean(axis=0))
with np.load("bundle.npz") as z:
    print(np.allclose(back, z["data"]), z["means"].round(3))
