# technique: for loop with continue/break and an f-string relative path per round -> results/run_<i>.csv files in /work
import os
import random

os.makedirs('results', exist_ok=True)
for i in range(10):
    if i % 2:
        continue
    if i > 6:
        break
    with open(f'results/run_{i}.csv', 'w') as fh:
        fh.write(f'{i},{random.random()}\n')
