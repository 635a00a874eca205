# technique: benign - @property joins an output dir set in __init__ with a file name
import os
class Report:
    def __init__(self, name):
        self.out_dir = 'out'
        self.name = name
    @property
    def path(self):
        return os.path.join(self.out_dir, 'report.txt')
    def save(self, rows):
        os.makedirs(self.out_dir, exist_ok=True)
        with open(self.path, 'w') as f:
            f.write('\n'.join(str(r) for r in rows))
Report('sales').save([1, 2, 3])
