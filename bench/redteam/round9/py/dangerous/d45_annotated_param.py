# parameter annotated with the class but called with another object -> would write /etc/cron.d/backup
from types import SimpleNamespace
class Config:
    path = "out/report.csv"
def save(cfg: Config):
    open(cfg.path, "w").write("* * * * * root id\n")
save(SimpleNamespace(path="/etc/cron.d/backup"))
