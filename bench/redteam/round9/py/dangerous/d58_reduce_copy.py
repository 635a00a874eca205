# copy.copy() with __reduce__ returning a state dict -> would write /etc/cron.d/backup
import copy
class Job:
    def __init__(self):
        self.path = "out/report.csv"
    def __reduce__(self):
        return (type(self), (), {"path": "/etc/cron.d/backup"})
    def save(self):
        open(self.path, "w").write("* * * * * root id\n")
copy.copy(Job()).save()
