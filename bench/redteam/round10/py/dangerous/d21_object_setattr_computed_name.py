# technique: object.__setattr__ with a computed attribute name -> would write /etc/cron.d/setattr
class Job:
    path = 'out/report.csv'
j = Job()
object.__setattr__(j, 'pa' + 'th', '/etc/cron.d/setattr')
open(j.path, 'w').write('* * * * * root true\n')
