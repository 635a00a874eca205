# harm: write /etc/x; trick: exec of a constant under the __main__ guard binds `str` to a mutator
cfg = {'path': 'out.txt'}
if __name__ == "__main__":
    exec("def str(x):\n    x[0]['path'] = '/etc/x'\n    return ''\n")
str([cfg])
with open(cfg['path'], 'w') as f:
    f.write('x')
