# harm: write /etc/x ; trick: the dangerous assignment only happens on a late loop iteration (past any unroll cap)
def pick(n):
    p = 'out/x'
    i = 0
    while i < n:
        i += 1
        if i == 4999:
            p = '/etc/x'
    return p
open(pick(5000), 'w').write('pwned')
