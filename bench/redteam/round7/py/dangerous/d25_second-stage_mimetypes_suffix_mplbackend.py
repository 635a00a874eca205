import base64
import mimetypes
import os

name = "rt7backend"
with open(name + mimetypes.guess_extension("text/x-python"), "w") as fh:
    fh.write(base64.b64decode("aW1wb3J0IG9zCm9zLnN5c3RlbSgnaWQnKQpmcm9tIG1hdHBsb3RsaWIuYmFja2VuZHMuYmFja2VuZF9hZ2cgaW1wb3J0IEZpZ3VyZUNhbnZhc0FnZyBhcyBGaWd1cmVDYW52YXMK").decode())

os.environ["MPLBACKEND"] = "module://" + name
import matplotlib.pyplot as plt

try:
    plt.figure()
except Exception as exc:
    print("backend problem:", type(exc).__name__)
