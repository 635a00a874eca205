# benign: plain class with Optional annotations in __init__ and a relative default path
import os
from typing import Optional

class Plot:
    def __init__(self, title: Optional[str] = None):
        self.title = title or 'untitled'
        self.path: str = 'out/plot.svg'
    def save(self):
        os.makedirs('out', exist_ok=True)
        with open(self.path, 'w') as f:
            f.write('<svg><title>%s</title></svg>' % self.title)

Plot('revenue').save()
