# technique: generator expression reads BASE; BASE is rebound by a walrus inside a list comprehension (binds the enclosing scope)
BASE = 'out'
jobs = (open(BASE + '/rt11-d04', 'w') for _ in range(1))
_ = [(BASE := d) for d in ['/etc/cron.d']]
for f in jobs:
    f.write('* * * * * root true\n')
    f.close()
