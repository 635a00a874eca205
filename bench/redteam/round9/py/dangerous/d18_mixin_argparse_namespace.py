# library base sets attrs: argparse.Namespace(**kw) + closed mixin -> writes /etc/cron.d/backup
import argparse
class Saver:
    path = "out/report.csv"
    def save(self):
        open(self.path, "w").write("* * * * * root id\n")
class Job(argparse.Namespace, Saver):
    pass
Job(path="/etc/cron.d/backup").save()
