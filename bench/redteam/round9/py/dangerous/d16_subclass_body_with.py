# unseen store: class-body assignment inside `with contextlib.suppress()` of a subclass -> writes /etc/cron.d/backup
import contextlib
class Base:
    path = "out/report.csv"
    def save(self):
        open(self.path, "w").write("* * * * * root id\n")
class Job(Base):
    with contextlib.suppress(Exception):
        path = "/etc/cron.d/backup"
Job().save()
