# harm: write /etc/x ; trick: loop runs many times, prepending ../ until the path climbs to /
def up(name, n):
    p = name
    for _ in range(n):
        p = '../' + p
    return p
open(up('etc/x', 64), 'w').write('pwned')
