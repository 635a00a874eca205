dest = "report.txt"


def write(text, *, ｄｅｓｔ=dest):
    with open(dest, "w") as fh:
        fh.write(text)


write("hello\n", dest="/opt/rt7canary/nfkc_param.txt")
print("saved")
