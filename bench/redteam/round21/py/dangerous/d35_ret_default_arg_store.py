# harm: write /etc/x ; trick: fresh dict stashed in a mutable default argument list
def f(keep=[]):
    c = {'out': 'out/x'}
    keep.append(c)
    return c
cfg = f()
f.__defaults__[0][0]['out'] = '/etc/x'
open(cfg['out'], 'w').write('pwned')
