# a parameter named like the class shadows it: Config() inside build() is the caller's factory -> would write /etc/cron.d/backup
from types import SimpleNamespace
class Config:
    path = "out/report.csv"
def build(Config):
    return Config()
cfg = build(lambda: SimpleNamespace(path="/etc/cron.d/backup"))
open(cfg.path, "w").write("* * * * * root id\n")
