# @dataclass subclass of a closed base with an annotated default -> would write /etc/cron.d/backup
from dataclasses import dataclass
class Saver:
    path = "out/report.csv"
    def save(self):
        open(self.path, "w").write("* * * * * root id\n")
@dataclass
class Job(Saver):
    path: str = "/etc/cron.d/backup"
Job().save()
