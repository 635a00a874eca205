# benign: context-manager class that collects lines and flushes them to out/log.txt in __exit__
import os

class LineSink:
    def __init__(self):
        self.path = 'out/log.txt'
        self.lines = []
    def __enter__(self):
        return self
    def __exit__(self, *exc):
        os.makedirs('out', exist_ok=True)
        with open(self.path, 'w') as f:
            f.write('\n'.join(self.lines))
        return False

with LineSink() as sink:
    sink.lines.append('step 1 ok')
