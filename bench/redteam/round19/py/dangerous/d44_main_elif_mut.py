# harm: write /etc/x; trick: mutation placed in the test of an elif chained to the `__main__` guard
cfg = {'path': 'out.txt'}
if __name__ != "__main__":
    pass
elif cfg.__setitem__('path', '/etc/x') is None:
    pass
with open(cfg['path'], 'w') as f:
    f.write('x')
