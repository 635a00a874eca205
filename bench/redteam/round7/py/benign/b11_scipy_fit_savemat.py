import numpy as np
import scipy.io
from scipy.optimize import curve_fit


def model(x, a, b):
    return a * np.exp(-b * x)


x = np.linspace(0, 4, 40)
y = model(x, 2.5, 1.3) + 0.01 * np.random.default_rng(1).normal(size=x.size)
params, _ = curve_fit(model, x, y, p0=(1, 1))
scipy.io.savemat(file_name="fit.mat", mdict={"params": params})
print(scipy.io.loadmat("fit.mat")["params"].round(2))
