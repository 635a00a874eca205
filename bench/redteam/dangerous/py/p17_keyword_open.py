with open(mode="w", file="../rt3-canary/f.txt") as fh:
    fh.write("x")
