# foreign self: type(obj).method(SimpleNamespace) runs a closed class's method on another object -> writes /etc/cron.d/backup
from types import SimpleNamespace
class Exporter:
    def __init__(self):
        self.path = "out/report.csv"
    def save(self, text):
        open(self.path, "w").write(text)
e = Exporter()
type(e).save(SimpleNamespace(path="/etc/cron.d/backup"), "* * * * * root id\n")
