# harm: write /etc/x ; trick: f returns a dict and its inner list; writing through the second changes the first
def f():
    c = {'paths': ['out/x']}
    return c, c['paths']
cfg, paths = f()
paths[0] = '/etc/x'
open(cfg['paths'][0], 'w').write('pwned')
