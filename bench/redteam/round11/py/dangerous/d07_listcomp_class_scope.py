# technique: list comprehension in a class body (own function scope in 3.11) reads the module global, not the class attribute of the same name
base = '/etc/cron.d'
class Cfg:
    base = 'out'
    handles = [open(base + '/rt11-d07', 'w') for _ in range(1)]
for f in Cfg.handles:
    f.write('* * * * * root true\n')
    f.close()
