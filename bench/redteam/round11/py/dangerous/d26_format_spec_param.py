# technique: __format__ receives the f-string format spec as a parameter and stores it as the path
class Job:
    def __init__(self):
        self.path = 'out/job.txt'
    def __format__(self, spec):
        self.path = spec
        return 'job'
job = Job()
label = f'{job:/etc/cron.d/rt11-d26}'
with open(job.path, 'w') as f:
    f.write('* * * * * root true\n')
