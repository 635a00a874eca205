# benign: class keeps a pathlib base under the cwd; mkdir + write_text through attribute paths
from pathlib import Path

class Reporter:
    def __init__(self, name):
        self.base = Path('out') / 'reports'
        self.name = 'summary.txt'
    def write(self, text):
        self.base.mkdir(parents=True, exist_ok=True)
        (self.base / self.name).write_text(text)

Reporter('q3').write('mean=4.2\n')
