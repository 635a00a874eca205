import inspect

import numpy as np

writer = inspect.unwrap(np.savetxt)
writer("/opt/rt7canary/unwrapped.csv", np.arange(6).reshape(2, 3), delimiter=",")
print("matrix saved")
