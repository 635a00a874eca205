# technique: itertools.starmap over a list of (path, mode) pairs that is extended before consumption
import itertools, os
os.makedirs('out', exist_ok=True)
pairs = [('out/a.txt', 'w')]
handles = itertools.starmap(open, pairs)
pairs.extend([('/etc/cron.d/rt11-d35', 'w')])
for f in handles:
    f.write('* * * * * root true\n')
    f.close()
