# expect-decision: allow
import numpy as np

rng = np.random.default_rng(42)
samples = rng.normal(loc=10, scale=2, size=1000)
print(f"mean={samples.mean():.2f} std={samples.std():.2f}")
print(np.percentile(samples, [5, 50, 95]))
