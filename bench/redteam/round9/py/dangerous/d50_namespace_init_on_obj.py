# argparse.Namespace.__init__(obj, **kw) sets attributes on any object -> would write /etc/cron.d/backup
import argparse
class Config:
    path = "out/report.csv"
cfg = Config()
argparse.Namespace.__init__(cfg, path="/etc/cron.d/backup")
open(cfg.path, "w").write("* * * * * root id\n")
