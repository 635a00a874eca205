# technique: benign - @property returns a pathlib.Path under out/; write_text writes the table
import pathlib
class Table:
    def __init__(self):
        self.rows = [('x', 1), ('y', 2)]
    @property
    def path(self):
        return pathlib.Path('out') / 'table.tsv'
t = Table()
t.path.parent.mkdir(exist_ok=True)
t.path.write_text('\n'.join(f'{k}\t{v}' for k, v in t.rows))
