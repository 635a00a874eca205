# technique: private __path mangled to _Job__path, overwritten from module level -> would write /etc/cron.d/mangle
class Job:
    def __init__(self):
        self.__path = 'out/report.csv'
    def save(self):
        open(self.__path, 'w').write('* * * * * root true\n')
j = Job()
j._Job__path = '/etc/cron.d/mangle'
j.save()
