class Opts:
    pass

folder = getattr(Opts(), "folder", "/etc/cron.d")
with open(folder + "/getattrjob", "w") as fh:
    fh.write("* * * * * root /bin/true\n")
