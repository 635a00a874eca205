# technique: @property of a closed class reads global BASE; BASE is rebound via locals()['BASE'] (module namespace dict) before the read
BASE = 'out'
class Job:
    @property
    def path(self):
        return BASE + '/rt11-d45'
locals()['BASE'] = '/etc/cron.d'
with open(Job().path, 'w') as f:
    f.write('* * * * * root true\n')
