# mutable class attribute (dict) changed later -> would write /etc/cron.d/backup
class Config:
    paths = {"report": "out/report.csv"}
cfg = Config()
cfg.paths["report"] = "/etc/cron.d/backup"
open(cfg.paths["report"], "w").write("* * * * * root id\n")
