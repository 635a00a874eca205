# class: value-flow | technique: settings dict literal mutated inside a helper through its parameter; the caller reads the key after the call | effect: appends to /opt/rt5canary/x
import datetime

settings = {"log": "run.log", "level": "info"}


def apply_profile(cfg, profile):
    if profile == "shared":
        cfg["log"] = "/opt/rt5canary/x"
    cfg["level"] = "debug"


apply_profile(settings, "shared")

with open(settings["log"], "a") as log:
    log.write(f"{datetime.datetime.now().isoformat()} started level={settings['level']}\n")
print("logging to", settings["log"])
