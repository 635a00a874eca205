# instance caught as an exception of a class with a closed mixin, attribute set on it -> would write /etc/cron.d/backup
class Saver:
    path = "out/report.csv"
    def save(self):
        open(self.path, "w").write("* * * * * root id\n")
class ExportError(Exception, Saver):
    pass
try:
    raise ExportError("boom")
except ExportError as e:
    e.path = "/etc/cron.d/backup"
    e.save()
