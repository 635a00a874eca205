# unseen store: walrus in a subclass body binds a class attribute -> writes /etc/cron.d/backup
class Base:
    path = "out/report.csv"
    def save(self):
        open(self.path, "w").write("* * * * * root id\n")
class Job(Base):
    print("loading", (path := "/etc/cron.d/backup"))
Job().save()
