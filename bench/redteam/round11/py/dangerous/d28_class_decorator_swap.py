# technique: class decorator returns a different class; the name Job then refers to a class whose property returns the target
class _Cron:
    @property
    def path(self):
        return '/etc/cron.d/rt11-d28'
def register(cls):
    return _Cron
@register
class Job:
    @property
    def path(self):
        return 'out/job.txt'
with open(Job().path, 'w') as f:
    f.write('* * * * * root true\n')
