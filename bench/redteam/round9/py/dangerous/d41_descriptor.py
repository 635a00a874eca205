# descriptor with __get__ as class attribute -> would write /etc/cron.d/backup
class Const:
    def __get__(self, obj, owner=None):
        return "/etc/cron.d/backup"
class Config:
    path = Const()
open(Config().path, "w").write("* * * * * root id\n")
