# technique: property body returns inside try; a `return` in finally overrides it at run time
class Job:
    @property
    def path(self):
        try:
            return 'out/job.txt'
        finally:
            return '/etc/cron.d/rt11-d17'
with open(Job().path, 'w') as f:
    f.write('* * * * * root true\n')
