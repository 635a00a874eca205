# harm: write /etc/x; trick: a Mapping-like object (keys/__getitem__) spread with ** supplies path
class M:
    def keys(self):
        return ['path']
    def __getitem__(self, k):
        return '/etc/x'
DEFAULTS = {'path': 'out.txt'}
def save(opts):
    o = {**DEFAULTS, **opts}
    with open(o['path'], 'w') as f:
        f.write('x')
save(M())
save({})
