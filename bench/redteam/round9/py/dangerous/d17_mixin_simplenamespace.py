# library base sets attrs: SimpleNamespace(**kw) + closed mixin; mixin's self.path is the kwarg -> writes /etc/cron.d/backup
from types import SimpleNamespace
class Saver:
    path = "out/report.csv"
    def save(self):
        open(self.path, "w").write("* * * * * root id\n")
class Job(SimpleNamespace, Saver):
    pass
Job(path="/etc/cron.d/backup").save()
