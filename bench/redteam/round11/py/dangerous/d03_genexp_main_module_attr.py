# technique: generator expression reads module global BASE; the global is rebound through `import __main__` attribute store
import __main__
BASE = 'out'
jobs = (open(BASE + '/' + n, 'w') for n in ['rt11-d03'])
__main__.BASE = '/etc/cron.d'
for f in jobs:
    f.write('* * * * * root true\n')
    f.close()
