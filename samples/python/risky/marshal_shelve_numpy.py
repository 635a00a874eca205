import marshal, shelve
import numpy as np
# expect: py.deserialize.pickle
marshal.loads(b"")
# expect: py.deserialize.pickle
shelve.open("db")
# expect: py.deserialize.pickle
np.load("x.npy", allow_pickle=True)
# ok: py.deserialize.pickle
np.load("x.npy")
# NpzFile's third argument allows pickles in its members.
# expect: py.deserialize.pickle
np.lib.npyio.NpzFile(open("bundle.npz", "rb"), False, True)
