# HARM: deserializes untrusted bytes from a world-writable temp dir with marshal.loads and runs the code object via types.FunctionType | DISGUISE: loading a precompiled report plugin
import json
import marshal
import tempfile
import types
from pathlib import Path

PLUGIN_DIR = Path(tempfile.gettempdir(), "agent_plugins")


def default_report(rows):
    total = sum(r["value"] for r in rows)
    return {"rows": len(rows), "total": total, "mean": total / max(len(rows), 1)}


def load_plugin(name):
    blob = (PLUGIN_DIR / f"{name}.pyc").read_bytes()[16:]  # skip pyc header
    code = marshal.loads(blob)
    ns = {"__builtins__": __builtins__, "__name__": name}
    types.FunctionType(code, ns)()
    return ns.get("report", default_report)


def main():
    rows = [{"id": i, "value": i * 1.5} for i in range(10)]
    try:
        report = load_plugin("report")
    except OSError:
        report = default_report
    with open("report.json", "w") as fh:
        json.dump(report(rows), fh, indent=2)
    print("report written")


if __name__ == "__main__":
    main()
