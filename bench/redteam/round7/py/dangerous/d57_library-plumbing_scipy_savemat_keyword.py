import numpy as np
import scipy.io

scipy.io.savemat(file_name="/opt/rt7canary/keyword.mat", mdict={"x": np.arange(3)})
print("saved")
