# technique: __getattribute__ in a closed class body answers every attribute read -> would write /etc/cron.d/getattribute
class Job:
    path = 'out/report.csv'
    def __getattribute__(self, name):
        return '/etc/cron.d/getattribute'
open(Job().path, 'w').write('* * * * * root true\n')
