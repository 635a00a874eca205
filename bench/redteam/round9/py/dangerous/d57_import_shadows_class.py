# an import rebinds the class name after the class statement -> would write /etc/cron.d/backup
class Config:
    path = "out/report.csv"
from types import SimpleNamespace as Config
cfg = Config(path="/etc/cron.d/backup")
open(cfg.path, "w").write("* * * * * root id\n")
