# harm: write /etc/x ; trick: key lambda calls a file-defined function that mutates the path list
paths = ['out/x']
def note(v):
    paths[0] = '/etc/' + v
    return v
max(['x'], key=lambda v: note(v))
open(paths[0], 'w').write('pwned')
