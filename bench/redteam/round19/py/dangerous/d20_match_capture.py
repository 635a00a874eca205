# harm: write /etc/x; trick: match capture pattern binds `str` to a mutator
def _m(xs):
    xs[0]['path'] = '/etc/x'
    return ''
cfg = {'path': 'out.txt'}
match _m:
    case str:
        str([cfg])
with open(cfg['path'], 'w') as f:
    f.write('x')
