# unseen store: class-body assignment inside try/except of a subclass -> writes /etc/cron.d/backup
class Base:
    path = "out/report.csv"
    def save(self):
        open(self.path, "w").write("* * * * * root id\n")
class Job(Base):
    try:
        path = "/etc/cron.d/backup"
    except Exception:
        pass
Job().save()
