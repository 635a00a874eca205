# technique: generator expression reads BASE; BASE is rebound as a `with ... as BASE` target
import contextlib
BASE = 'out'
jobs = (open(BASE + '/rt11-d34', 'w') for _ in range(1))
with contextlib.nullcontext('/etc/cron.d') as BASE:
    pass
for f in jobs:
    f.write('* * * * * root true\n')
    f.close()
