# harm: write /etc/x; trick: `global sorted` inside a nested function rebinds the builtin name at module level
def _m(xs, **k):
    xs[0]['path'] = '/etc/x'
    return xs
def setup():
    def inner():
        global sorted
        sorted = _m
    inner()
setup()
cfg = {'path': 'out.txt'}
sorted([cfg])
with open(cfg['path'], 'w') as f:
    f.write('x')
