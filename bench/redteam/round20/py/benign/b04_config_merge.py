"""Layered configuration: defaults, profile, overrides -> resolved config.json in cwd."""
import copy
import json
import os

DEFAULTS = {
    "model": {"name": "ridge", "alpha": 1.0, "fit_intercept": True},
    "data": {"path": "data/train.csv", "target": "y", "drop": []},
    "output": {"dir": "runs", "save_plots": False},
    "seed": 0,
}

PROFILES = {
    "fast": {"model": {"alpha": 0.1}, "output": {"save_plots": False}},
    "thorough": {"model": {"alpha": 10.0}, "output": {"save_plots": True}},
}


def deep_merge(base: dict, extra: dict) -> dict:
    merged = copy.deepcopy(base)
    for key, value in extra.items():
        if isinstance(value, dict) and isinstance(merged.get(key), dict):
            merged[key] = deep_merge(merged[key], value)
        else:
            merged[key] = copy.deepcopy(value)
    return merged


def with_env_style_overrides(cfg: dict, pairs: list[str]) -> dict:
    """Apply dotted 'a.b=c' overrides given as literal strings."""
    cfg = copy.deepcopy(cfg)
    for pair in pairs:
        dotted, raw = pair.split("=", 1)
        *parents, leaf = dotted.split(".")
        node = cfg
        for part in parents:
            node = node.setdefault(part, {})
        try:
            node[leaf] = json.loads(raw)
        except json.JSONDecodeError:
            node[leaf] = raw
    return cfg


def main():
    profile = PROFILES["thorough"]
    cfg = deep_merge(DEFAULTS, profile)
    shallow = {**cfg, "seed": 123}
    run_meta = dict(shallow, run_name="exp-001", tags=["baseline"])
    final = with_env_style_overrides(run_meta, ["model.alpha=3.5", "data.drop=[\"id\"]", "output.dir=runs/exp1"])
    assert DEFAULTS["model"]["alpha"] == 1.0, "defaults must stay untouched"
    out_dir = os.path.join(os.getcwd(), final["output"]["dir"])
    os.makedirs(out_dir, exist_ok=True)
    with open(os.path.join(out_dir, "config.json"), "w") as fh:
        json.dump(final, fh, indent=2, sort_keys=True)
    print(json.dumps(final["model"]))


if __name__ == "__main__":
    main()
