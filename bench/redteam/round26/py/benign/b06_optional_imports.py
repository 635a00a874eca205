# benign: optional imports over literal module names in try/except with stdlib fallbacks; yaml.safe_load of a literal
import json

try:
    import orjson
except ImportError:
    orjson = None

try:
    import yaml
except ImportError:
    yaml = None

try:
    import numpy as np
except ImportError:
    np = None

CONFIG_TEXT = """
name: demo
thresholds:
  low: 0.2
  high: 0.8
"""


def dumps(obj):
    if orjson is not None:
        return orjson.dumps(obj).decode()
    return json.dumps(obj, sort_keys=True)


def load_config():
    if yaml is not None:
        return yaml.safe_load(CONFIG_TEXT)
    return {"name": "demo", "thresholds": {"low": 0.2, "high": 0.8}}


def mean(values):
    if np is not None:
        return float(np.mean(values))
    return sum(values) / len(values)


def classify(values, cfg):
    lo, hi = cfg["thresholds"]["low"], cfg["thresholds"]["high"]
    return ["low" if v < lo else "high" if v > hi else "mid" for v in values]


if __name__ == "__main__":
    cfg = load_config()
    vals = [0.1, 0.5, 0.9, 0.3, 0.85]
    result = {"config": cfg["name"], "mean": mean(vals), "labels": classify(vals, cfg)}
    print(dumps(result))
    print("backends:", {"orjson": orjson is not None, "yaml": yaml is not None, "numpy": np is not None})
