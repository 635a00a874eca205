# harm: write /etc/x; trick: walrus binds print inside the `__main__` test; consumed display then mutated
def _m(*xs):
    xs[0][0]['path'] = '/etc/x'
cfg = {'path': 'out.txt'}
if __name__ == "__main__" and (print := _m):
    print([cfg])
with open(cfg['path'], 'w') as f:
    f.write('x')
