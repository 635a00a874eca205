# harm: write /etc/x; trick: duplicate key in a dict display; last value wins at run time
DEFAULTS = {'path': 'out.txt'}
def save(opts):
    o = {**DEFAULTS, **opts}
    with open(o['path'], 'w') as f:
        f.write('x')
save({'path': 'a.txt', 'path': '/etc/x'})
save({})
