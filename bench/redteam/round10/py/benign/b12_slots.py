# benign: small __slots__ record class with a relative path
import os

class Record:
    __slots__ = ('path', 'value')
    def __init__(self, value):
        self.path = 'out/value.txt'
        self.value = value

r = Record(42)
os.makedirs('out', exist_ok=True)
with open(r.path, 'w') as f:
    f.write(str(r.value))
