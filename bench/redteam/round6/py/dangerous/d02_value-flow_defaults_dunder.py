def save(text, path="report.txt"):
    with open(path, "w") as fh:
        fh.write(text)


# Re-point the helper's default destination (no call ever passes a path).
save.__defaults__ = ("/opt/rt6canary/x",)
save("rt6 d02 overwrote this\n")
print("saved")
