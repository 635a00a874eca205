name = "f.txt"
with open(f"/var/tmp/../opt/rt3-canary/{name}", "w") as fh:
    fh.write("x")
