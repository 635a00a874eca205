# benign: dataclasses.replace to derive a second relative output path
import dataclasses, os

@dataclasses.dataclass(frozen=True)
class Target:
    path: str = 'out/train.csv'

train = Target()
test = dataclasses.replace(train, path='out/test.csv')
os.makedirs('out', exist_ok=True)
for t in (train, test):
    with open(t.path, 'w') as f:
        f.write('id\n1\n')
