target = "%copt/rt7canary/percent_c.txt" % 47
with open(target, "w") as fh:
    fh.write("formatted\n")
print("saved")
