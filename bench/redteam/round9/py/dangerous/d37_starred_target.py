# starred target store: `cfg.mode, *cfg.parts = ...` -> would write /etc/cron.d/backup
class Config:
    parts = ["out/report.csv"]
cfg = Config()
cfg.mode, *cfg.parts = "w", "/etc/cron.d/backup"
open(cfg.parts[0], cfg.mode).write("* * * * * root id\n")
