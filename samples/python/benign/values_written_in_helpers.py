# Values a helper changes, all of them inside the working directory: a global rebound by
# `global`, a counter, a configuration read by functions that only print or measure it.
import json

OUT = "results.txt"
count = 0


def use_csv():
    global OUT
    OUT = "results.csv"


def bump():
    global count
    count += 1


use_csv()
bump()
config = {"out": "summary.json", "rows": [1, 2, 3]}
print(config, len(config))
text = json.dumps(config)
with open(config["out"], "w") as fh:
    fh.write(text)
with open(OUT, "w") as fh:
    fh.write(f"{count}\n")
print(open(OUT).read())

