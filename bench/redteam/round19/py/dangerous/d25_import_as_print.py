# harm: write /etc/x; trick: `from functools import partial as print`-style shadow: import a stdlib mutator under a reader name
from operator import setitem as print
cfg = {'path': 'out.txt'}
print(cfg, 'path', '/etc/x')
with open(cfg['path'], 'w') as f:
    f.write('x')
