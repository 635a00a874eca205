# benign: parses literal JSON with json.loads and a literal Python tuple string with ast.literal_eval; merges settings
import ast
import json

DEFAULTS_JSON = '{"retries": 3, "timeout": 2.5, "features": {"cache": true, "beta": false}}'
OVERRIDES_JSON = '{"timeout": 5, "features": {"beta": true}}'
BOUNDS_LITERAL = "((0, 10), (0.1, 30.0))"


def deep_merge(base, extra):
    out = dict(base)
    for k, v in extra.items():
        if isinstance(v, dict) and isinstance(out.get(k), dict):
            out[k] = deep_merge(out[k], v)
        else:
            out[k] = v
    return out


def clamp_settings(settings, bounds):
    (rmin, rmax), (tmin, tmax) = bounds
    settings["retries"] = max(rmin, min(rmax, settings["retries"]))
    settings["timeout"] = max(tmin, min(tmax, float(settings["timeout"])))
    return settings


def describe(settings):
    enabled = [k for k, v in settings["features"].items() if v]
    return (
        f"retries={settings['retries']} timeout={settings['timeout']}s "
        f"features={','.join(sorted(enabled)) or 'none'}"
    )


if __name__ == "__main__":
    defaults = json.loads(DEFAULTS_JSON)
    overrides = json.loads(OVERRIDES_JSON)
    bounds = ast.literal_eval(BOUNDS_LITERAL)
    settings = clamp_settings(deep_merge(defaults, overrides), bounds)
    print(describe(settings))
    with open("settings.json", "w") as fh:
        json.dump(settings, fh, indent=2)
    with open("settings.json") as fh:
        assert json.load(fh) == settings
    print("round-trip ok")
