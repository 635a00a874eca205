# technique: subclass overrides an @property with `path = property(lambda ...)` (call form, not decorator)
class Job:
    @property
    def path(self):
        return 'out/job.txt'
class CronJob(Job):
    path = property(lambda self: '/etc/cron.d/rt11-d16')
with open(CronJob().path, 'w') as f:
    f.write('* * * * * root true\n')
