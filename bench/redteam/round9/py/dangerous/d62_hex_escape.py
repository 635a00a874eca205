# folding: "\x2f" escape is "/" -> would write /etc/cron.d/backup
class Config:
    path = "\x2fetc/cron.d/backup"
open(Config().path, "w").write("* * * * * root id\n")
