# name mangling: self.__target is _Job__target; an outside store to _Job__target -> would write /etc/cron.d/backup
class Job:
    def __init__(self):
        self.__target = "out/report.csv"
    def run(self):
        open(self.__target, "w").write("* * * * * root id\n")
j = Job()
j._Job__target = "/etc/cron.d/backup"
j.run()
