# technique: __reduce_ex__ swaps the state dict that copy.copy applies -> would write /etc/cron.d/reduce
import copy
class Job:
    path = 'out/report.csv'
    def __reduce_ex__(self, proto):
        r = list(object.__reduce_ex__(self, proto))
        r[2] = {'path': '/etc/cron.d/reduce'}
        return tuple(r)
open(copy.copy(Job()).path, 'w').write('* * * * * root true\n')
