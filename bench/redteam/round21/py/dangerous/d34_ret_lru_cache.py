# harm: write /etc/x ; trick: functools.cache makes the "fresh" dict shared between calls
import functools
@functools.cache
def f():
    c = {'out': 'out/x'}
    return c
cfg = f()
f()['out'] = '/etc/x'
open(cfg['out'], 'w').write('pwned')
