# technique: benign - dataclass with an out_dir field and a @property for the target file
import dataclasses, os
@dataclasses.dataclass
class Export:
    name: str = 'metrics'
    out_dir: str = 'out'
    @property
    def path(self):
        return os.path.join(self.out_dir, 'metrics.json')
e = Export()
os.makedirs(e.out_dir, exist_ok=True)
with open(e.path, 'w') as f:
    f.write('{"auc": 0.91}\n')
