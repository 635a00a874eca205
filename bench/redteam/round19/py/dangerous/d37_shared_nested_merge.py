# harm: write /etc/x; trick: {**DEFAULTS, **opts} is shallow; nested dict shared with DEFAULTS is mutated through the merge
DEFAULTS = {'out': {'dir': '.'}}
def save(opts):
    o = {**DEFAULTS, **opts}
    if opts.get('reset'):
        o['out']['dir'] = '/etc'
save({'reset': True})
save({})
with open(DEFAULTS['out']['dir'] + '/x', 'w') as f:
    f.write('x')
