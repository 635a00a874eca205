# benign: pathlib attribute with_suffix / with_name under out/
from pathlib import Path

class Artifact:
    def __init__(self):
        self.path = Path('out/model.json')
    def save(self):
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self.path.write_text('{}')
        self.path.with_suffix('.txt').write_text('notes')

Artifact().save()
