# technique: @property reads self.cfg['dir']; the dict is updated in place with .update() after construction
class Job:
    def __init__(self):
        self.cfg = {'dir': 'out'}
    @property
    def path(self):
        return self.cfg['dir'] + '/rt11-d19'
job = Job()
job.cfg.update(dir='/etc/cron.d')
with open(job.path, 'w') as f:
    f.write('* * * * * root true\n')
