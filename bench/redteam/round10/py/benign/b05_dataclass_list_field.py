# benign: dataclass with a list[str] field (default_factory) and a relative path; writes header + rows
import os
from dataclasses import dataclass, field

@dataclass
class Table:
    columns: list[str] = field(default_factory=list)
    path: str = 'out/table.csv'

t = Table(columns=['a', 'b'])
os.makedirs('out', exist_ok=True)
with open(t.path, 'w') as f:
    f.write(','.join(t.columns) + '\n1,2\n')
