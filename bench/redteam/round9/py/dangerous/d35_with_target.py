# with-target store: `with nullcontext(v) as cfg.path` -> would write /etc/cron.d/backup
import contextlib
class Config:
    path = "out/report.csv"
cfg = Config()
with contextlib.nullcontext("/etc/cron.d/backup") as cfg.path:
    open(cfg.path, "w").write("* * * * * root id\n")
