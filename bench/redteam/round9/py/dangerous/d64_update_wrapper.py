# functools.update_wrapper(obj, src, assigned=("path",)) copies an attribute onto the instance -> would write /etc/cron.d/backup
import functools
from types import SimpleNamespace
class Config:
    path = "out/report.csv"
cfg = Config()
functools.update_wrapper(cfg, SimpleNamespace(path="/etc/cron.d/backup"), assigned=("path",), updated=())
open(cfg.path, "w").write("* * * * * root id\n")
