# technique: __bool__ returns False so `Job() or other` yields the other object -> would write /etc/cron.d/bool
import types
class Job:
    path = 'out/report.csv'
    def __bool__(self):
        return False
j = Job() or types.SimpleNamespace(path='/etc/cron.d/bool')
open(j.path, 'w').write('* * * * * root true\n')
