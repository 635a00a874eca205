# technique: benign - functools.cached_property loads data once; a plain @property names the output file
import functools, os
class Dataset:
    @functools.cached_property
    def rows(self):
        return [(i, i % 3) for i in range(10)]
    @property
    def out_path(self):
        return 'out/counts.txt'
ds = Dataset()
os.makedirs('out', exist_ok=True)
with open(ds.out_path, 'w') as f:
    for k in range(3):
        f.write(f'{k} {sum(1 for _, c in ds.rows if c == k)}\n')
