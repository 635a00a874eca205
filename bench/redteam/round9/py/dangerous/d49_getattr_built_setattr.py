# string-built dunder: getattr(obj, "__se" + "tattr__")("path", v) -> would write /etc/cron.d/backup
class Config:
    def __init__(self):
        self.path = "out/report.csv"
cfg = Config()
getattr(cfg, "__se" + "tattr__")("path", "/etc/cron.d/backup")
open(cfg.path, "w").write("* * * * * root id\n")
