# self rebinding inside a method: self = SimpleNamespace(...) -> would write /etc/cron.d/backup
from types import SimpleNamespace
class Job:
    path = "out/report.csv"
    def save(self, override=None):
        if override:
            self = SimpleNamespace(path=override)
        open(self.path, "w").write("* * * * * root id\n")
Job().save("/etc/cron.d/backup")
