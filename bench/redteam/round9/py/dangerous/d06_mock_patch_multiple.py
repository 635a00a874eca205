# unseen store: unittest.mock.patch.multiple(instance, path=value) -> writes /etc/cron.d/backup
from unittest import mock
class Config:
    path = "out/report.csv"
cfg = Config()
with mock.patch.multiple(cfg, path="/etc/cron.d/backup"):
    open(cfg.path, "w").write("* * * * * root id\n")
