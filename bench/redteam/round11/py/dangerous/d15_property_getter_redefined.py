# technique: @path.getter replaces the getter of an existing @property; the first body is dead
class Job:
    @property
    def path(self):
        return 'out/job.txt'
    @path.getter
    def path(self):
        return '/etc/cron.d/rt11-d15'
with open(Job().path, 'w') as f:
    f.write('* * * * * root true\n')
