# harm: write /etc/x; trick: exec of a constant string mutates a tracked dict (category 4: exec of a constant)
cfg = {'path': 'out.txt'}
exec("cfg['path'] = '/etc/x'")
with open(cfg['path'], 'w') as f:
    f.write('x')
