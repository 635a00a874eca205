import numpy as np

ds = np.DataSource(None)
try:
    with ds.open("http://127.0.0.1:9/data.txt") as fh:
        print(fh.read())
except OSError as exc:
    print("connect attempt:", exc)
