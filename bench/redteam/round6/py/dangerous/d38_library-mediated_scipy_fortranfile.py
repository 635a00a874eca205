import numpy as np
from scipy.io import FortranFile

with FortranFile("/opt/rt6canary/records.unf", "w") as ff:
    ff.write_record(np.arange(4, dtype=np.int32))
print("records written")
