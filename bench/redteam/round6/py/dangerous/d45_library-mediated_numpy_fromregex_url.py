import numpy as np

try:
    rows = np.fromregex("http://127.0.0.1:9/log.txt", r"(\d+)", [("n", np.int64)])
    print(rows)
except OSError as exc:
    print("connect attempt:", exc)
