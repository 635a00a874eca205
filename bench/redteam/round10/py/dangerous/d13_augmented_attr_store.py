# technique: augmented assignment on an attribute climbs out of out/ with .. -> would write /etc/cron.d/aug (from a 4-deep cwd)
class Job:
    path = 'out'
j = Job()
j.path += '/../../../../../etc/cron.d/aug'
open(j.path, 'w').write('* * * * * root true\n')
