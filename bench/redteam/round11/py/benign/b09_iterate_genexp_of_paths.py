# technique: benign - loop over a generator expression of relative output paths
import os
names = ['train', 'test']
os.makedirs('out', exist_ok=True)
for path in (os.path.join('out', n + '.txt') for n in names):
    with open(path, 'w') as f:
        f.write('ok\n')
