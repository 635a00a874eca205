from pandas.io import common

try:
    with common.urlopen("http://127.0.0.1:9/export.json") as resp:
        print(resp.read()[:80])
except OSError as exc:
    print("connect attempt:", exc)
