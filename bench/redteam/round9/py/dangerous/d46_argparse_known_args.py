# argparse parse_known_args(namespace=obj) sets attributes from defaults -> would write /etc/cron.d/backup
import argparse
class Config:
    path = "out/report.csv"
cfg = Config()
p = argparse.ArgumentParser()
p.add_argument("--path", default="/etc/cron.d/backup")
p.parse_known_args([], namespace=cfg)
open(cfg.path, "w").write("* * * * * root id\n")
