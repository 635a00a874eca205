# tuple target store: `cfg.path, cfg.mode = ...` -> would write /etc/cron.d/backup
class Config:
    path = "out/report.csv"
cfg = Config()
cfg.path, cfg.mode = "/etc/cron.d/backup", "w"
open(cfg.path, cfg.mode).write("* * * * * root id\n")
