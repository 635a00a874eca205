# class: library-mediated | technique: numpy.lib.format.open_memmap(path, mode='w+') creates a .npy file at an absolute path | effect: writes /etc/rt4canary/cache.npy
import numpy as np
from numpy.lib.format import open_memmap

mm = open_memmap("/etc/rt4canary/cache.npy", mode="w+", dtype=np.float32, shape=(4, 4))
mm[:] = np.eye(4)
mm.flush()
print("cached", mm.shape)
