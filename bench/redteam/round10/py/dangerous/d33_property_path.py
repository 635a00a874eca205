# technique: @property method answers the attribute read -> would write /etc/cron.d/property
class Job:
    @property
    def path(self):
        return '/etc/cron.d/property'
open(Job().path, 'w').write('* * * * * root true\n')
