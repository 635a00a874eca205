out = "report.txt"


class Settings:
    level = 3
    out = "/opt/rt6canary/x"


with open(out, "w") as fh:
    fh.write("rt6 d50 overwrote this\n")
print("level", Settings.level)
