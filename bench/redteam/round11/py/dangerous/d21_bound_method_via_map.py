# technique: setter method is called only indirectly (bound method passed to map); its parameter feeds the attribute
class Job:
    def __init__(self):
        self.path = 'out/job.txt'
    def retarget(self, p):
        self.path = p
job = Job()
list(map(job.retarget, ['/etc/cron.d/rt11-d21']))
with open(job.path, 'w') as f:
    f.write('* * * * * root true\n')
