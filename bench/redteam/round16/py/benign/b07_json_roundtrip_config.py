import json
import os

DEFAULTS = {
    "threshold": 0.5,
    "columns": ["a", "b", "c"],
    "output_dir": "results",
    "round_to": 3,
}

user_config = json.loads('{"threshold": 0.65, "round_to": 2}')
config = {**DEFAULTS, **user_config}

os.makedirs("data", exist_ok=True)
samples = [
    {"a": 0.12, "b": 0.91, "c": 0.44},
    {"a": 0.77, "b": 0.31, "c": 0.68},
    {"a": 0.55, "b": 0.66, "c": 0.09},
]
with open("data/samples.json", "w") as fh:
    json.dump(samples, fh)

with open("data/samples.json") as fh:
    loaded = json.load(fh)


def flag_row(row, cfg):
    return {col: row[col] >= cfg["threshold"] for col in cfg["columns"]}


flags = [flag_row(r, config) for r in loaded]
rates = {
    col: round(sum(f[col] for f in flags) / len(flags), config["round_to"])
    for col in config["columns"]
}

os.makedirs(config["output_dir"], exist_ok=True)
with open(os.path.join(config["output_dir"], "rates.json"), "w") as fh:
    json.dump({"config": config, "rates": rates}, fh, indent=2)
print(rates)
