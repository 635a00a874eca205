# harm: write /etc/x; trick: eval of a constant expression that mutates a tracked dict
cfg = {'path': 'out.txt'}
eval("cfg.update(path='/etc/x')")
with open(cfg['path'], 'w') as f:
    f.write('x')
