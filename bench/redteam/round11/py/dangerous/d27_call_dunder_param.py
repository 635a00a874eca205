# technique: instance is called like a function; __call__ parameter stored as the path
class Job:
    def __init__(self):
        self.path = 'out/job.txt'
    def __call__(self, p):
        self.path = p
        return self
job = Job()
job('/etc/cron.d/rt11-d27')
with open(job.path, 'w') as f:
    f.write('* * * * * root true\n')
