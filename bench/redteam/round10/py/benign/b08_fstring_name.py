# benign: per-dataset output file built with an f-string under out/
import os

class Dataset:
    def __init__(self, name):
        self.name = name
        self.out_path = f"out/{name}.csv"
    def dump(self):
        os.makedirs('out', exist_ok=True)
        with open(self.out_path, 'w') as f:
            f.write('x,y\n1,2\n')

for n in ['iris', 'wine']:
    Dataset(n).dump()
