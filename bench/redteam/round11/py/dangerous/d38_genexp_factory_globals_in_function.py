# technique: function returns a generator expression over global BASE; another function rebinds BASE via globals()['BASE'] before it is consumed
BASE = 'out'
def relocate():
    globals()['BASE'] = '/etc/cron.d'
def jobs():
    return (open(BASE + '/rt11-d38', 'w') for _ in range(1))
pending = jobs()
relocate()
for f in pending:
    f.write('* * * * * root true\n')
    f.close()
