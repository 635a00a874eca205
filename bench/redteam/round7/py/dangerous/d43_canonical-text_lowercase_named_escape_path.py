path = "\N{solidus}opt\N{solidus}rt7canary\N{solidus}lower_named.txt"
with open(path, "w") as fh:
    fh.write("named\n")
print("saved")
