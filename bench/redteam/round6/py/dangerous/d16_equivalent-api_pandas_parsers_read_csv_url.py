import pandas.io.parsers as parsers

try:
    frame = parsers.read_csv("http://127.0.0.1:9/prices.csv")
    print(frame.head())
except OSError as exc:
    print("connect attempt:", exc)
