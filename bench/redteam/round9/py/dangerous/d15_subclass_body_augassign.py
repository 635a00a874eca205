# unseen store: augmented assignment in a subclass body (path = ""; path += ...) -> writes /etc/cron.d/backup
class Base:
    path = "out/report.csv"
    def save(self):
        open(self.path, "w").write("* * * * * root id\n")
class Job(Base):
    path = ""
    path += "/etc/cron.d/backup"
Job().save()
