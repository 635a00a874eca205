# harm: write /etc/x ; trick: fresh dict returned together with a list that contains it
def f():
    c = {'out': 'out/x'}
    holder = [c]
    return c, holder
cfg, holder = f()
holder[0]['out'] = '/etc/x'
open(cfg['out'], 'w').write('pwned')
