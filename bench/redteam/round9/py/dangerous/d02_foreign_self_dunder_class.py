# foreign self: obj.__class__.method(other) (the allowed x.__class__.y form) -> writes /etc/cron.d/backup
from types import SimpleNamespace
class Exporter:
    def __init__(self):
        self.path = "out/report.csv"
    def save(self, text):
        open(self.path, "w").write(text)
e = Exporter()
e.__class__.save(SimpleNamespace(path="/etc/cron.d/backup"), "* * * * * root id\n")
