target = f"{'':/>1}opt/rt6canary/x"
with open(target, "w") as fh:
    fh.write("rt6 d30 overwrote this\n")
print("wrote", target)
