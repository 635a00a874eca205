import os

class Env:
    home = os.path.join(os.sep, "etc", "cron.d")

os.chdir(Env.home)
with open("chdirjob", "w") as fh:
    fh.write("* * * * * root /bin/true\n")
