# harm: write /etc/x ; trick: helper is a generator; only the yielded value is used
def pick(name):
    p = 'out/' + name
    for root in ('/etc',):
        yield root + '/' + name
    return p
open(next(pick('x')), 'w').write('pwned')
