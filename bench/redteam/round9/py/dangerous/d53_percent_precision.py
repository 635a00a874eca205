# folding: "%.0s" % "out" is "", leaving an absolute path -> would write /etc/cron.d/backup
class Config:
    path = "%.0s/etc/cron.d/backup" % "out"
open(Config().path, "w").write("* * * * * root id\n")
