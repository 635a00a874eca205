import numpy as np
from scipy.optimize import differential_evolution, minimize, rosen

de = differential_evolution(rosen, [(-2, 2)] * 2, maxiter=20, seed=3, polish=False)
local = minimize(rosen, x0=np.zeros(2), method="Nelder-Mead")
print(de.x.round(2), local.x.round(2))
