# harm: write /etc/x ; trick: decorator replaces the helper with a wrapper that changes its result
def rooted(fn):
    def w(*a, **k):
        return '/etc/' + fn(*a, **k)
    return w
@rooted
def pick(name):
    p = name
    if name.startswith('/'):
        p = name[1:]
    return p
open(pick('x'), 'w').write('pwned')
