# technique: class name rebound by an import, Job(...) is then a SimpleNamespace -> would write /etc/cron.d/rebind
class Job:
    path = 'out/report.csv'
from types import SimpleNamespace as Job
open(Job(path='/etc/cron.d/rebind').path, 'w').write('* * * * * root true\n')
