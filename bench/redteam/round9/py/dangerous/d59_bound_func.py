# bound method's __func__ called with another object as self -> would write /etc/cron.d/backup
from types import SimpleNamespace
class Exporter:
    path = "out/report.csv"
    def save(self):
        open(self.path, "w").write("* * * * * root id\n")
Exporter().save.__func__(SimpleNamespace(path="/etc/cron.d/backup"))
