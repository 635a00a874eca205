# harm: write /etc/x; trick: key spelled via implicit string concatenation 'pa' 'th'
DEFAULTS = {'path': 'out.txt'}
def save(opts):
    o = {**DEFAULTS, **opts}
    with open(o['path'], 'w') as f:
        f.write('x')
save({'pa' 'th': '/etc/x'})
save({})
