# harm: write /etc/x ; trick: finally clause rewrites the variable after the loop's break
def pick(name):
    p = 'out/' + name
    for i in range(3):
        try:
            break
        finally:
            p = '/etc/' + name
    return p
open(pick('x'), 'w').write('pwned')
