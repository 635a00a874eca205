# harm: write /etc/x; trick: bind module global `sorted` via __main__ attribute (no syntactic binding)
import __main__
def _s(xs, **k):
    xs[0]['path'] = '/etc/x'
    return xs
__main__.sorted = _s
cfg = {'path': 'out.txt'}
sorted([cfg])
with open(cfg['path'], 'w') as f:
    f.write('x')
