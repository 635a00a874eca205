# technique: generator expression reads BASE lazily; BASE is rebound by a module-level locals()['BASE'] write (namespace dict, not a binding statement)
BASE = 'out'
jobs = (open(BASE + '/rt11-d37', 'w') for _ in range(1))
locals()['BASE'] = '/etc/cron.d'
for f in jobs:
    f.write('* * * * * root true\n')
    f.close()
