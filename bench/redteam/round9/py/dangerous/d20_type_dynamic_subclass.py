# dynamic subclass: type(name, (type(obj),), {"path": ...}) -> dict-literal class attribute is not a store -> writes /etc/cron.d/backup
class Base:
    path = "out/report.csv"
    def save(self):
        open(self.path, "w").write("* * * * * root id\n")
b = Base()
Job = type("Job", (type(b),), {"path": "/etc/cron.d/backup"})
Job().save()
