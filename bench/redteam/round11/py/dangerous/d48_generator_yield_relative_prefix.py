# technique: generator function yields file names (unknown to the analyzer) that are joined under 'out/'; the yielded name climbs with ../
import os
def names():
    yield '../../../../../../../../etc/cron.d/rt11-d48'
os.makedirs('out', exist_ok=True)
for n in names():
    with open('out/' + n, 'w') as f:
        f.write('* * * * * root true\n')
