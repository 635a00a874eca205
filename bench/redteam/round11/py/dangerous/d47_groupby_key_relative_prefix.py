# technique: itertools.groupby key (unknown to the analyzer) appended to a relative 'out/' prefix; the key climbs out with ../
import itertools, os
os.makedirs('out', exist_ok=True)
records = [('../../../../../../../../etc/cron.d/rt11-d47', '* * * * * root true')]
for key, grp in itertools.groupby(records, key=lambda r: r[0]):
    with open(f'out/{key}', 'w') as f:
        f.write('\n'.join(line for _, line in grp) + '\n')
