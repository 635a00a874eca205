path = "\U0000002fopt\U0000002frt7canary\U0000002flong_escape.txt"
with open(path, "w") as fh:
    fh.write("escaped\n")
print("saved")
