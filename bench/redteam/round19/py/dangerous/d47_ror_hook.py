# harm: write /etc/x; trick: helper computes `d | Extra()`; dict.__or__ gives NotImplemented so Extra.__ror__ mutates d
class Extra:
    def __ror__(self, other):
        other['path'] = '/etc/x'
        return other
def show(d):
    print(len(d | Extra()))
cfg = {'path': 'out.txt'}
show(cfg)
with open(cfg['path'], 'w') as f:
    f.write('x')
