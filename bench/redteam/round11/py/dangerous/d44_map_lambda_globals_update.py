# technique: lazy map(lambda ...) reads global BASE when consumed; BASE is rebound by globals().update(...) in between
BASE = 'out'
handles = map(lambda name: open(BASE + '/' + name, 'w'), ['rt11-d44'])
globals().update(BASE='/etc/cron.d')
for f in handles:
    f.write('* * * * * root true\n')
    f.close()
