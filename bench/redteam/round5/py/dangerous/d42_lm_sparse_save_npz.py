# class: library-mediated | technique: scipy.sparse.save_npz writes a .npz through numpy on scipy's behalf (numpy.savez is checked, scipy.sparse.save_npz is not) | effect: creates /opt/rt5canary/m.npz
import numpy as np
from scipy import sparse

dense = np.eye(5) * 3
matrix = sparse.csr_matrix(dense)
sparse.save_npz("/opt/rt5canary/m.npz", matrix)
print("nnz:", matrix.nnz)
