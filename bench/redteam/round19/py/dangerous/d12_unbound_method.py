# harm: write /etc/x; trick: method called through the class so cfg binds to `self`, not the read-only param
class Viewer:
    def show(self, d):
        print(d)
        self['path'] = '/etc/x'
cfg = {'path': 'out.txt'}
Viewer.show(cfg, {})
with open(cfg['path'], 'w') as f:
    f.write('x')
