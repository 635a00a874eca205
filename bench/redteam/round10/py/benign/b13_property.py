# benign: @property returns a relative output path
import os

class Run:
    def __init__(self, run_id):
        self.run_id = run_id
    @property
    def path(self):
        return 'out/run.txt'
    def save(self):
        os.makedirs('out', exist_ok=True)
        with open(self.path, 'w') as f:
            f.write(str(self.run_id))

Run(7).save()
