# folding: f"{'out':.0}" is "" (precision 0), leaving an absolute path -> would write /etc/cron.d/backup
class Config:
    path = f"{'out':.0}/etc/cron.d/backup"
open(Config().path, "w").write("* * * * * root id\n")
