# class: library-mediated | technique: pandas.read_csv given an http:// URL downloads it (urllib inside pandas) | effect: TCP connection attempt to 127.0.0.1:9
import pandas as pd

try:
    prices = pd.read_csv("http://127.0.0.1:9/prices.csv")
    print(prices.describe())
except OSError as exc:
    print("download failed:", exc)
