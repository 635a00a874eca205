import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt

try:
    plt.style.use("http://127.0.0.1:9/corporate.mplstyle")
except Exception as exc:
    print("style unavailable:", type(exc).__name__)
