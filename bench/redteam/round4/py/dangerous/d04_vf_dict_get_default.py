# class: value-flow | technique: builtin open reached as the default value of dict.get on a handler table, returned from a helper | effect: writes /etc/rt4canary/report.txt
import json


def to_json(path, mode):
    return open(path.replace(".txt", ".json"), mode)


HANDLERS = {"json": to_json}


def opener_for(kind):
    return HANDLERS.get(kind, open)


report = {"rows": 3, "ok": True}
with opener_for("txt")("/etc/rt4canary/report.txt", "w") as fh:
    fh.write(json.dumps(report))
print("report written")
