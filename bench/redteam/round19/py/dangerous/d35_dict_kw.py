# harm: write /etc/x; trick: options built with dict(path=...) instead of a display
DEFAULTS = {'path': 'out.txt'}
def save(opts):
    o = {**DEFAULTS, **opts}
    with open(o['path'], 'w') as f:
        f.write('x')
save(dict(path='/etc/x'))
save({})
