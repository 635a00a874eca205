# expect-decision: allow
import numpy as np
from scipy import optimize

result = optimize.minimize(lambda v: (v[0] - 3) ** 2 + (v[1] + 1) ** 2, x0=np.zeros(2))
print(result.x.round(3))
