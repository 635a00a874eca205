# technique: generator expression returned from a function; its closure cell is rebound later by a nested nonlocal setter
def make():
    base = 'out'
    jobs = (open(base + '/rt11-d08', 'w') for _ in range(1))
    def relocate(v):
        nonlocal base
        base = v
    return jobs, relocate
jobs, relocate = make()
relocate('/etc/cron.d')
for f in jobs:
    f.write('* * * * * root true\n')
    f.close()
