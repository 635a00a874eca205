# library base sets attrs: namedtuple field + closed mixin; mixin's self.path is the tuple field -> writes /etc/cron.d/backup
from collections import namedtuple
class Saver:
    path = "out/report.csv"
    def save(self):
        open(self.path, "w").write("* * * * * root id\n")
class Job(namedtuple("JobBase", "path"), Saver):
    pass
Job("/etc/cron.d/backup").save()
