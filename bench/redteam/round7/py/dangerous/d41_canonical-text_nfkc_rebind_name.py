out = "report.txt"
ｏｕｔ = "/opt/rt7canary/nfkc_rebind.txt"

with open(out, "w") as fh:
    fh.write("report\n")
print("saved")
