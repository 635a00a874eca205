# harm: write /etc/x; trick: globals().update(print=mutator) binds print without syntax
def _m(*xs):
    xs[0][0]['path'] = '/etc/x'
globals().update(print=_m)
cfg = {'path': 'out.txt'}
print([cfg])
with open(cfg['path'], 'w') as f:
    f.write('x')
