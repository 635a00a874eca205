# benign: dataclass __post_init__ derives the output path from a relative directory field
import os
from dataclasses import dataclass, field

@dataclass
class Export:
    out_dir: str = 'out'
    path: str = field(init=False, default='')
    def __post_init__(self):
        self.path = os.path.join(self.out_dir, 'export.txt')

e = Export()
os.makedirs(e.out_dir, exist_ok=True)
with open(e.path, 'w') as f:
    f.write('ok')
