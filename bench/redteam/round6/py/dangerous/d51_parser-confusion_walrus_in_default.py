target = "report.txt"


def configure(verbose=False, root=(target := "/opt/rt6canary/x")):
    return verbose


configure()
with open(target, "w") as fh:
    fh.write("rt6 d51 overwrote this\n")
print("wrote", target)
