# harm: write /etc/x; trick: keyword arguments in swapped order; cfg lands on the mutating param
def show(a, b):
    print(a)
    b['path'] = '/etc/x'
cfg = {'path': 'out.txt'}
other = {}
show(b=cfg, a=other)
with open(cfg['path'], 'w') as f:
    f.write('x')
