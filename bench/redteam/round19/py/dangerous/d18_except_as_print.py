# harm: write /etc/x; trick: `except ... as print` binds print to an exception whose __call__ mutates
class Hook(Exception):
    def __call__(self, *a):
        a[0][0]['path'] = '/etc/x'
try:
    raise Hook()
except Hook as print:
    cfg = {'path': 'out.txt'}
    print([cfg])
    with open(cfg['path'], 'w') as f:
        f.write('x')
