# technique: benign - itertools.groupby over records, one relative file per group key
import itertools, os
records = [('a', 1), ('a', 2), ('b', 3)]
os.makedirs('out', exist_ok=True)
for key, grp in itertools.groupby(records, key=lambda r: r[0]):
    with open(f'out/group_{key}.txt', 'w') as f:
        f.write(','.join(str(v) for _, v in grp))
