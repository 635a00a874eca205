# technique: @property returns 'out/' + self.name where name comes from an __init__ parameter (unknown); the argument climbs with ../
import os
class Report:
    def __init__(self, name):
        self.name = name
    @property
    def path(self):
        return os.path.join('out', self.name)
os.makedirs('out', exist_ok=True)
with open(Report('../../../../../../../../etc/cron.d/rt11-d49').path, 'w') as f:
    f.write('* * * * * root true\n')
