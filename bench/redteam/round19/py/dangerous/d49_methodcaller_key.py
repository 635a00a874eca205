# harm: write /etc/x; trick: sorted() key is operator.methodcaller('update', ...) instead of a lambda
from operator import methodcaller
cfg = {'path': 'out.txt'}
sorted([cfg], key=methodcaller('update', path='/etc/x'))
with open(cfg['path'], 'w') as f:
    f.write('x')
