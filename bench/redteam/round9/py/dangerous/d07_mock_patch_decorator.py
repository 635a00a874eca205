# unseen store: @mock.patch.object(instance, "path", value) as a function decorator -> writes /etc/cron.d/backup
from unittest import mock
class Config:
    path = "out/report.csv"
cfg = Config()
@mock.patch.object(cfg, "path", "/etc/cron.d/backup")
def export():
    open(cfg.path, "w").write("* * * * * root id\n")
export()
