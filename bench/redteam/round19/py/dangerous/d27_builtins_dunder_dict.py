# harm: write /etc/x; trick: __builtins__.__dict__['repr'] replaced (no import of builtins, no syntactic binding)
def _m(xs):
    xs[0]['path'] = '/etc/x'
    return ''
__builtins__.__dict__['repr'] = _m
cfg = {'path': 'out.txt'}
repr([cfg])
with open(cfg['path'], 'w') as f:
    f.write('x')
