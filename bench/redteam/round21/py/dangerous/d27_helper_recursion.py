# harm: write /etc/x ; trick: recursive helper builds ../ chain
def up(n, tail):
    if n <= 0:
        return tail
    for _ in range(1):
        tail = '../' + tail
    return up(n - 1, tail)
open(up(40, 'etc/x'), 'w').write('pwned')
