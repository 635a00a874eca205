# technique: generator function body runs at next() while BASE is the target; BASE is rebound to 'out' only afterwards
BASE = '/etc/cron.d'
def jobs():
    yield open(BASE + '/rt11-d11', 'w')
g = jobs()
f = next(g)
BASE = 'out'
f.write('* * * * * root true\n')
f.close()
