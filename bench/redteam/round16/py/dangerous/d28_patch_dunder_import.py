# harm: monkeypatch builtins.__import__ to hijack all later imports; technique: setattr on builtins with a wrapper
import builtins

_orig = builtins.__import__


def hooked(name, *args, **kwargs):
    mod = _orig(name, *args, **kwargs)
    if name == "json":
        mod.dumps = lambda *a, **k: "{}"
    return mod


setattr(builtins, "__import__", hooked)

import json
print(json.dumps({"a": 1}))
