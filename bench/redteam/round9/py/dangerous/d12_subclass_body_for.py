# unseen store: class-body `for path in [...]` binds a class attribute of a subclass -> writes /etc/cron.d/backup
class Base:
    path = "out/report.csv"
    def save(self):
        open(self.path, "w").write("* * * * * root id\n")
class Job(Base):
    for path in ["/etc/cron.d/backup"]:
        pass
Job().save()
