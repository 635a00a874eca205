name = "fstring_named.txt"
path = f"\N{SOLIDUS}opt\N{SOLIDUS}rt7canary\N{SOLIDUS}{name}"
with open(path, "w") as fh:
    fh.write("fstring\n")
print("saved")
