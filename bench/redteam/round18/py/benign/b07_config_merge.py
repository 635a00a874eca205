"""Layered configuration: defaults <- JSON profile <- overrides, validated by a small class hierarchy."""
import json
import os
from copy import deepcopy

BASE = {
    "name": "etl-job",
    "batch_size": 500,
    "retries": 3,
    "output": {"dir": "build", "format": "json", "compress": False},
    "columns": ["id", "ts", "value"],
}

PROFILE_JSON = """
{
  "staging":    {"batch_size": 1000, "output": {"format": "csv"}},
  "production": {"batch_size": 5000, "retries": 5, "output": {"compress": true}}
}
"""


def deep_merge(base, extra):
    merged = deepcopy(base)
    for key, value in extra.items():
        if isinstance(value, dict) and isinstance(merged.get(key), dict):
            merged[key] = deep_merge(merged[key], value)
        else:
            merged[key] = value
    return merged


class Setting:
    def __init__(self, raw):
        self._raw = raw

    @property
    def raw(self):
        return self._raw


class OutputSettings(Setting):
    FORMATS = ("json", "csv")

    @property
    def format(self):
        return self._raw["format"]

    @format.setter
    def format(self, value):
        if value not in self.FORMATS:
            raise ValueError(f"unsupported format {value!r}")
        self._raw["format"] = value

    @property
    def path(self):
        ext = self.format + (".gz" if self._raw["compress"] else "")
        return os.path.join(self._raw["dir"], f"result.{ext}")


class JobSettings(Setting):
    def __init__(self, raw):
        super().__init__(raw)
        self.output = OutputSettings(raw["output"])

    @property
    def batch_size(self):
        return self._raw["batch_size"]

    @batch_size.setter
    def batch_size(self, value):
        self._raw["batch_size"] = max(1, min(int(value), 10_000))

    @classmethod
    def for_profile(cls, profile, **overrides):
        profiles = json.loads(PROFILE_JSON)
        layered = deep_merge(BASE, profiles.get(profile, {}))
        layered = {**layered, **overrides}
        return cls(layered)


def describe(settings):
    return {"batch_size": settings.batch_size, "format": settings.output.format,
            "target": settings.output.path, "retries": settings.raw["retries"]}


def main():
    resolved = {}
    for profile in ("dev", "staging", "production"):
        s = JobSettings.for_profile(profile, name=f"etl-{profile}")
        if profile == "dev":
            s.batch_size = 50_000
            s.output.format = "csv"
        resolved[profile] = describe(s)
    os.makedirs(BASE["output"]["dir"], exist_ok=True)
    out = os.path.join(BASE["output"]["dir"], "resolved_config.json")
    with open(out, "w", encoding="utf-8") as fh:
        json.dump(resolved, fh, indent=2)
    for k, v in resolved.items():
        print(f"{k:<11} {v}")


if __name__ == "__main__":
    main()
