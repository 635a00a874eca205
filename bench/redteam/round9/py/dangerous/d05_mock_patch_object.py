# unseen store: unittest.mock.patch.object(instance, "path", value) sets the attribute -> writes /etc/cron.d/backup
from unittest import mock
class Config:
    path = "out/report.csv"
cfg = Config()
with mock.patch.object(cfg, "path", "/etc/cron.d/backup"):
    open(cfg.path, "w").write("* * * * * root id\n")
