class Cfg:
    out = "cfg.txt"


Cfg.ｏｕｔ = "/opt/rt7canary/nfkc_attr.txt"
with open(Cfg.out, "w") as fh:
    fh.write("cfg\n")
print("saved")
