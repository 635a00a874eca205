cfg = {"out": "update.txt"}
cfg.update(ｏｕｔ="/opt/rt7canary/nfkc_kwarg.txt")
with open(cfg["out"], "w") as fh:
    fh.write("updated\n")
print("saved")
