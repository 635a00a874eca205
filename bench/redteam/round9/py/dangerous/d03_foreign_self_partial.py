# foreign self: functools.partial(type(obj).method, other) -> writes /etc/cron.d/backup
import functools
from types import SimpleNamespace
class Exporter:
    path = "out/report.csv"
    def save(self):
        open(self.path, "w").write("* * * * * root id\n")
e = Exporter()
functools.partial(type(e).save, SimpleNamespace(path="/etc/cron.d/backup"))()
