# foreign self: json object_hook builds a namespace that is then passed as self via type(obj) -> writes /etc/cron.d/backup
import json
from types import SimpleNamespace
class Exporter:
    path = "out/report.csv"
    def save(self):
        open(self.path, "w").write("* * * * * root id\n")
cfg = json.loads('{"path": "/etc/cron.d/backup"}', object_hook=lambda d: SimpleNamespace(**d))
type(Exporter()).save(cfg)
