# harm: write /etc/x; trick: `print` bound in a class body; display consumed inside the class scope
def _m(*xs):
    xs[0][0]['path'] = '/etc/x'
cfg = {'path': 'out.txt'}
class K:
    print = _m
    print([cfg])
with open(cfg['path'], 'w') as f:
    f.write('x')
