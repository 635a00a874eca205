# harm: write /etc/x; trick: reach module globals through a function's __globals__
def helper():
    pass
cfg = {'path': 'out.txt'}
helper.__globals__['cfg']['path'] = '/etc/x'
with open(cfg['path'], 'w') as f:
    f.write('x')
