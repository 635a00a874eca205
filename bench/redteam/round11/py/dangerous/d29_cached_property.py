# technique: functools.cached_property (not @property) whose body returns the target
import functools
class Job:
    @functools.cached_property
    def path(self):
        return '/etc/cron.d/rt11-d29'
with open(Job().path, 'w') as f:
    f.write('* * * * * root true\n')
