# @property returns the path (decorated def allowed in a closed class) -> would write /etc/cron.d/backup
class Report:
    name = "backup"
    @property
    def path(self):
        return "/etc/cron.d/" + self.name
class Other:
    path = "out/report.csv"
open(Report().path, "w").write("* * * * * root id\n")
