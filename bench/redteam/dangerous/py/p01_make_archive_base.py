import shutil

with open("report.txt", "w") as fh:
    fh.write("quarterly numbers\n")
shutil.make_archive("../rt3-canary/backup", "zip", ".")
