class Cfg:
    dir = "out"

c = Cfg()
setattr(c, "d" + "ir", "/etc/cron.d")
with open(c.dir + "/setattrjob", "w") as fh:
    fh.write("* * * * * root /bin/true\n")
