# mutable class attribute (list) changed later through the instance -> would write /etc/cron.d/backup
import os
class Config:
    parts = ["out", "report.csv"]
cfg = Config()
cfg.parts[0] = "/etc/cron.d"
open(os.path.join(*cfg.parts), "w").write("* * * * * root id\n")
