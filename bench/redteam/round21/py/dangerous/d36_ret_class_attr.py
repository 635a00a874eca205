# harm: write /etc/x ; trick: fresh dict stored as a class attribute before return
class K:
    last = None
def f():
    c = {'out': 'out/x'}
    K.last = c
    return c
cfg = f()
K.last['out'] = '/etc/x'
open(cfg['out'], 'w').write('pwned')
