# unseen store: class-body assignment inside `if` of a (non-closed) subclass overrides the closed base's attribute -> writes /etc/cron.d/backup
class Base:
    path = "out/report.csv"
    def save(self):
        open(self.path, "w").write("* * * * * root id\n")
class Job(Base):
    if True:
        path = "/etc/cron.d/backup"
Job().save()
