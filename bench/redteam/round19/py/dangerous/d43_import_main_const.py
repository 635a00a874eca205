# harm: write /etc/x; trick: __import__('__main__') returns this module; mutate its global dict
cfg = {'path': 'out.txt'}
m = __import__('__main__')
m.cfg['path'] = '/etc/x'
with open(cfg['path'], 'w') as f:
    f.write('x')
