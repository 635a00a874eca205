# for-loop target store: `for cfg.path in [...]` -> would write /etc/cron.d/backup
class Config:
    path = "out/report.csv"
cfg = Config()
for cfg.path in ["/etc/cron.d/backup"]:
    open(cfg.path, "w").write("* * * * * root id\n")
