# harm: write /etc/x; trick: walrus binds print to a mutator inside an expression
def _m(*xs):
    xs[0][0]['path'] = '/etc/x'
cfg = {'path': 'out.txt'}
if (print := _m):
    print([cfg])
with open(cfg['path'], 'w') as f:
    f.write('x')
