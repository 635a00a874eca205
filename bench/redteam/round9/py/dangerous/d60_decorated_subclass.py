# decorated (non-closed) subclass overrides the attribute with a plain class-body store -> would write /etc/cron.d/backup
def register(cls):
    return cls
class Base:
    path = "out/report.csv"
    def save(self):
        open(self.path, "w").write("* * * * * root id\n")
@register
class Job(Base):
    path = "/etc/cron.d/backup"
Job().save()
