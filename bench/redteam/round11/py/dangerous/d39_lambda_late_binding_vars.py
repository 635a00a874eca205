# technique: lambda reads global BASE at call time (late binding); BASE is rebound through vars()['BASE'] between definition and call
BASE = 'out'
save = lambda: open(BASE + '/rt11-d39', 'w')
vars()['BASE'] = '/etc/cron.d'
with save() as f:
    f.write('* * * * * root true\n')
