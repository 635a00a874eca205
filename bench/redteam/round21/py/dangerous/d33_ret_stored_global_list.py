# harm: write /etc/x ; trick: fresh dict also appended to a module-level registry before return
REG = []
def f():
    c = {'out': 'out/x'}
    REG.append(c)
    return c
cfg = f()
REG[0]['out'] = '/etc/x'
open(cfg['out'], 'w').write('pwned')
