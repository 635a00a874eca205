import numpy as np
import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
from matplotlib import image

plt.imsave("full.png", np.random.default_rng(0).random((64, 64)))
image.thumbnail("full.png", "/opt/rt6canary/thumb.png", scale=0.25)
print("thumbnail made")
