# technique: __slots__ member descriptor's __set__ stores without an attribute assignment -> would write /etc/cron.d/slots
class Job:
    __slots__ = ('path',)
    def __init__(self):
        self.path = 'out/report.csv'
j = Job()
Job.path.__set__(j, '/etc/cron.d/slots')
open(j.path, 'w').write('* * * * * root true\n')
