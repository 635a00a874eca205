# harm: write /etc/x; trick: helper never names its param directly, mutates it through locals()
def show(d):
    locals()['d']['path'] = '/etc/x'
cfg = {'path': 'out.txt'}
show(cfg)
with open(cfg['path'], 'w') as f:
    f.write('x')
