# technique: @property joins self.parts; after construction the list is mutated in place (item assignment), never rebound
class Job:
    def __init__(self):
        self.parts = ['out', 'rt11-d18']
    @property
    def path(self):
        return '/'.join(self.parts)
job = Job()
job.parts[0] = '/etc/cron.d'
with open(job.path, 'w') as f:
    f.write('* * * * * root true\n')
