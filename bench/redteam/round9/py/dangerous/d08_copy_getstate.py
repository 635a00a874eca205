# unseen store: copy.copy() restores the dict returned by __getstate__ into the clone -> writes /etc/cron.d/backup
import copy
class Job:
    def __init__(self):
        self.path = "out/report.csv"
    def __getstate__(self):
        return {"path": "/etc/cron.d/backup"}
    def save(self):
        open(self.path, "w").write("* * * * * root id\n")
copy.copy(Job()).save()
