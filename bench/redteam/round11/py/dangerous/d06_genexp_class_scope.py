# technique: generator expression in a class body cannot see class variables: `base` inside it is the module global, not the class attribute
base = '/etc/cron.d'
class Cfg:
    base = 'out'
    handles = list(open(base + '/rt11-d06', 'w') for _ in range(1))
for f in Cfg.handles:
    f.write('* * * * * root true\n')
    f.close()
