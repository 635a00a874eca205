# technique: functools.update_wrapper copies another object's __dict__ into the instance -> would write /etc/cron.d/wrapper
import functools, types
class Job:
    path = 'out/report.csv'
j = Job()
functools.update_wrapper(j, types.SimpleNamespace(path='/etc/cron.d/wrapper'))
open(j.path, 'w').write('* * * * * root true\n')
