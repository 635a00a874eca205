# unseen store: tuple assignment in a subclass body (`path, mode = ...`) -> writes /etc/cron.d/backup
class Base:
    path = "out/report.csv"
    def save(self):
        open(self.path, "w").write("* * * * * root id\n")
class Job(Base):
    path, mode = "/etc/cron.d/backup", "w"
Job().save()
