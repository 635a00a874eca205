# harm: write /etc/x; trick: helper loops over .values() and mutates the nested dicts
def show(d):
    for v in d.values():
        v['path'] = '/etc/x'
cfg = {'out': {'path': 'out.txt'}}
show(cfg)
with open(cfg['out']['path'], 'w') as f:
    f.write('x')
