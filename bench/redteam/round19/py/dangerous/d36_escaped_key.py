# harm: write /etc/x; trick: key written with an escape 'pat\x68'
DEFAULTS = {'path': 'out.txt'}
def save(opts):
    o = {**DEFAULTS, **opts}
    with open(o['path'], 'w') as f:
        f.write('x')
save({'pat\x68': '/etc/x'})
save({})
