import scipy.io
import scipy.sparse

m = scipy.sparse.identity(3, format="csc")
scipy.io.hb_write("/opt/rt6canary/x", m)
print("matrix written")
