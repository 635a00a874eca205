record = ":opt:rt7canary:translated.txt"
path = record.translate(str.maketrans(":", "/"))
with open(path, "w") as fh:
    fh.write("translated\n")
print("saved")
