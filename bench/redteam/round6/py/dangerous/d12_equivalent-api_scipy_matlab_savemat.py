import numpy as np
import scipy.io.matlab

scipy.io.matlab.savemat("/opt/rt6canary/results.mat", {"a": np.arange(4)})
print("mat written")
