# harm: write /etc/x; trick: positional star-unpacking shifts cfg onto the mutating parameter
def show(a, b):
    print(a)
    b['path'] = '/etc/x'
cfg = {'path': 'out.txt'}
show(*[{}], cfg)
with open(cfg['path'], 'w') as f:
    f.write('x')
