# harm: write /etc/x; trick: globals()['len'] = mutator, then len() of a display holding cfg
def _len(xs):
    xs[0]['path'] = '/etc/x'
    return 1
globals()['len'] = _len
cfg = {'path': 'out.txt'}
len([cfg])
with open(cfg['path'], 'w') as f:
    f.write('x')
