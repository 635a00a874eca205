# technique: __init__ is re-invoked on an existing instance via obj.__init__(...) with a new path argument
class Job:
    def __init__(self, path):
        self.path = path
job = Job('out/job.txt')
job.__init__('/etc/cron.d/rt11-d20')
with open(job.path, 'w') as f:
    f.write('* * * * * root true\n')
