import shutil

targets = {name: "/".join(["", "etc", "cron.d", name]) for name in ["moved"]}
with open("staged.txt", "w") as fh:
    fh.write("* * * * * root /bin/true\n")
shutil.move("staged.txt", targets["moved"])
