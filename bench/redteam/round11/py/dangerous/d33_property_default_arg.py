# technique: property getter has a defaulted parameter evaluated at class creation; the global is rebound later
BASE = '/etc/cron.d'
class Job:
    @property
    def path(self, _base=BASE):
        return _base + '/rt11-d33'
BASE = 'out'
with open(Job().path, 'w') as f:
    f.write('* * * * * root true\n')
