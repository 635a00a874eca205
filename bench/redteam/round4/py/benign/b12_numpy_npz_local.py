import numpy as np

a = np.arange(12).reshape(3, 4)
b = np.linspace(0, 1, 5)
np.savez_compressed("arrays.npz", a=a, b=b)
with np.load("arrays.npz", allow_pickle=False) as data:
    print(data["a"].sum(), data["b"].mean())
np.save("single.npy", a)
print(np.load("single.npy").shape)
