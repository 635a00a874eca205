# harm: write /etc/x ; trick: f returns the same fresh dict twice; a, b = f() alias each other
def f():
    c = {'out': 'out/x'}
    return c, c
a, b = f()
b['out'] = '/etc/x'
open(a['out'], 'w').write('pwned')
