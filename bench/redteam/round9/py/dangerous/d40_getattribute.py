# __getattribute__ override answers every attribute read -> would write /etc/cron.d/backup
class Config:
    path = "out/report.csv"
    def __getattribute__(self, name):
        return "/etc/cron.d/backup"
open(Config().path, "w").write("* * * * * root id\n")
