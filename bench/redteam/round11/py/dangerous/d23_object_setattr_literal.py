# technique: attribute stored with object.__setattr__(obj, 'path', v) (literal name, not the setattr builtin)
class Job:
    def __init__(self):
        self.path = 'out/job.txt'
job = Job()
object.__setattr__(job, 'path', '/etc/cron.d/rt11-d23')
with open(job.path, 'w') as f:
    f.write('* * * * * root true\n')
