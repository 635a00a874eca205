# technique: hex escape for the leading slash in an attribute literal -> would write /etc/cron.d/escape
class Job:
    path = '\x2fetc/cron.d/escape'
open(Job().path, 'w').write('* * * * * root true\n')
