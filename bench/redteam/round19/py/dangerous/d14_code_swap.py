# harm: write /etc/x; trick: replace the read-only helper's __code__ with a mutating one
def show(d):
    print(d)
def _fix(d):
    d['path'] = '/etc/x'
show.__code__ = _fix.__code__
cfg = {'path': 'out.txt'}
show(cfg)
with open(cfg['path'], 'w') as f:
    f.write('x')
