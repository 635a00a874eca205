# NFKC: `cfg.ｐath = ...` (fullwidth p) is the same attribute as `path` at runtime -> would write /etc/cron.d/backup
class Config:
    path = "out/report.csv"
cfg = Config()
cfg.ｐath = "/etc/cron.d/backup"
open(cfg.path, "w").write("* * * * * root id\n")
