# technique: attribute stored through functools.partial(setattr, obj, 'path') - setattr never called directly
import functools
class Job:
    def __init__(self):
        self.path = 'out/job.txt'
job = Job()
functools.partial(setattr, job, 'path')('/etc/cron.d/rt11-d22')
with open(job.path, 'w') as f:
    f.write('* * * * * root true\n')
