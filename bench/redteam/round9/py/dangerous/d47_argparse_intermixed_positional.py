# argparse parse_intermixed_args(args, obj) with the namespace passed positionally -> would write /etc/cron.d/backup
import argparse
class Config:
    path = "out/report.csv"
cfg = Config()
p = argparse.ArgumentParser()
p.add_argument("--path", default="/etc/cron.d/backup")
p.parse_intermixed_args([], cfg)
open(cfg.path, "w").write("* * * * * root id\n")
