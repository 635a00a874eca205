# harm: write /etc/x ; trick: f returns the fresh dict plus a closure that writes into it
def f():
    c = {'out': 'out/x'}
    def setter(v):
        c['out'] = v
    return c, setter
cfg, setter = f()
setter('/etc/x')
open(cfg['out'], 'w').write('pwned')
