# __dict__ mutated inside print(): print(obj.__dict__.update(path=v)) -> would write /etc/cron.d/backup
class Config:
    def __init__(self):
        self.path = "out/report.csv"
cfg = Config()
print(cfg.__dict__.update(path="/etc/cron.d/backup"))
open(cfg.path, "w").write("* * * * * root id\n")
