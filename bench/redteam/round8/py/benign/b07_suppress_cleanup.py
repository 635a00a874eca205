# technique: with contextlib.suppress around a relative delete, then a while loop that rewrites the cache file -> only touches cache/ inside /work
import contextlib
import os

os.makedirs('cache', exist_ok=True)
with contextlib.suppress(FileNotFoundError):
    os.remove('cache/state.tmp')
n = 0
while n < 3:
    with open('cache/state.tmp', 'a') as fh:
        fh.write(f'{n}\n')
    n += 1
