# technique: property body reads module global BASE at access time; BASE is rebound to 'out' after the read
BASE = '/etc/cron.d'
class Job:
    @property
    def path(self):
        return BASE + '/rt11-d32'
p = Job().path
BASE = 'out'
with open(p, 'w') as f:
    f.write('* * * * * root true\n')
