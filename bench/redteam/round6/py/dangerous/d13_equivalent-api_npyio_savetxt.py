import numpy as np

table = np.arange(6).reshape(2, 3)
np.lib.npyio.savetxt("/opt/rt6canary/x", table, fmt="%d", header="rt6 d13")
print("table written")
