import numpy as np

a = np.arange(12, dtype=float).reshape(3, 4)
np.save("arr.npy", a)
np.savetxt("arr.csv", a, delimiter=",")
b = np.load("arr.npy")
print(b.sum(), np.loadtxt("arr.csv", delimiter=",").shape)
