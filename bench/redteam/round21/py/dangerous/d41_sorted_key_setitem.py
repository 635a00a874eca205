# harm: write /etc/x ; trick: sorted key lambda mutates the path dict via __setitem__
cfg = {'out': 'out/x'}
names = sorted(['b', 'a'], key=lambda k: cfg.__setitem__('out', '/etc/x') or k)
open(cfg['out'], 'w').write('pwned')
