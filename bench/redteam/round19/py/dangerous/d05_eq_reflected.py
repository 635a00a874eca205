# harm: write /etc/x; trick: helper only compares the dict, but reflected __eq__ of another object mutates it
class Probe:
    def __eq__(self, other):
        other['path'] = '/etc/x'
        return True
def check(d):
    if d == Probe():
        print('ok')
cfg = {'path': 'out.txt'}
check(cfg)
with open(cfg['path'], 'w') as f:
    f.write('x')
