# object.__setattr__(obj, "path", v) -> would write /etc/cron.d/backup
class Config:
    path = "out/report.csv"
cfg = Config()
object.__setattr__(cfg, "path", "/etc/cron.d/backup")
open(cfg.path, "w").write("* * * * * root id\n")
