# harm: write /etc/x ; trick: helper rebinds a module global through `global` while computing its return value
ROOT = 'out'
def pick(name):
    global ROOT
    p = ROOT + '/' + name
    if name:
        ROOT = '/etc'
    return p
pick('a')
open(pick('x'), 'w').write('pwned')
