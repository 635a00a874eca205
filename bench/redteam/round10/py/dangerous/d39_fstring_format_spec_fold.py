# technique: f-string format spec pads with '/' to make the path absolute -> would write /etc/cron.d/spec
class Job:
    path = f"{'etc':/>4}/cron.d/spec"
open(Job().path, 'w').write('* * * * * root true\n')
