# technique: parameter annotated with a file class but called with a SimpleNamespace -> would write /etc/cron.d/annot
import types
class Job:
    path = 'out/report.csv'
def save(j: Job):
    open(j.path, 'w').write('* * * * * root true\n')
save(types.SimpleNamespace(path='/etc/cron.d/annot'))
