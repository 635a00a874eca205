# technique: generator yields chunk file names per round; os.path.join with a relative directory -> chunks/part_000.txt ... inside /work
import os

def chunk_names(n):
    for k in range(n):
        yield f'part_{k:03d}.txt'

os.makedirs('chunks', exist_ok=True)
data = list(range(100))
for k, name in enumerate(chunk_names(4)):
    with open(os.path.join('chunks', name), 'w') as fh:
        fh.write(','.join(map(str, data[k * 25:(k + 1) * 25])))
