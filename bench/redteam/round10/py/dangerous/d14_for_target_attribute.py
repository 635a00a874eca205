# technique: attribute used as a for-loop target (a store that is not `x.name = v`) -> would write /etc/cron.d/loop
class Job:
    path = 'out/report.csv'
j = Job()
for j.path in ['/etc/cron.d/loop']:
    pass
open(j.path, 'w').write('* * * * * root true\n')
