template = "./opt/rt6canary/x"
target = template[1:]
with open(target, "w") as fh:
    fh.write("rt6 d28 overwrote this\n")
print("wrote", target)
