# technique: loop-carried value, second iteration stores the dangerous path -> would write /etc/cron.d/loopcarry
class Job:
    def __init__(self):
        d = 'out'
        for _ in range(2):
            self.path = d + '/loopcarry'
            d = '/etc/cron.d'
open(Job().path, 'w').write('* * * * * root true\n')
