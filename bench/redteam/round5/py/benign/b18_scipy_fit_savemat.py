# benign: scipy curve_fit on synthetic data, results saved with scipy.io.savemat under results/
import os

import numpy as np
from scipy.io import savemat
from scipy.optimize import curve_fit


def model(x, a, b):
    return a * np.exp(-b * x)


x = np.linspace(0, 4, 40)
y = model(x, 2.5, 1.3) + np.random.default_rng(1).normal(scale=0.02, size=x.size)
params, _ = curve_fit(model, x, y, p0=(1, 1))
os.makedirs("results", exist_ok=True)
savemat(os.path.join("results", "fit.mat"), {"params": params, "x": x, "y": y})
print(np.round(params, 2))
