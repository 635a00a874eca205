# harm: write /etc/x ; trick: alias keeps the first (dangerous) definition; the name is later redefined safe
def pick(name):
    p = name
    if not name.startswith('/'):
        p = '/etc/' + name
    return p
chosen = pick
def pick(name):
    p = name
    if name.startswith('/'):
        p = name[1:]
    return 'out/' + p
open(chosen('x'), 'w').write('pwned')
