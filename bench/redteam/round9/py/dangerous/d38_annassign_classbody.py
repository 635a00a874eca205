# annotated class attribute `path: str = ...` -> would write /etc/cron.d/backup
class Config:
    path: str = "/etc/cron.d/backup"
class Other:
    def __init__(self):
        self.path = "out/report.csv"
open(Config().path, "w").write("* * * * * root id\n")
