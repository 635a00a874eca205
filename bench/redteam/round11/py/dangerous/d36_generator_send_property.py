# technique: @property returns next() of a stored generator; the generator's yield value comes from send()
class Job:
    def __init__(self):
        self._gen = self._paths()
        next(self._gen)
    def _paths(self):
        p = 'out/job.txt'
        while True:
            q = yield p
            if q:
                p = q
    @property
    def path(self):
        return next(self._gen)
job = Job()
job._gen.send('/etc/cron.d/rt11-d36')
with open(job.path, 'w') as f:
    f.write('* * * * * root true\n')
