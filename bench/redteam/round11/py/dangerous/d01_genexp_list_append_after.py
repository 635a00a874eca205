# technique: generator expression over a list object that is appended to after the genexp exists (mutation, not rebinding)
import os
os.makedirs('out', exist_ok=True)
paths = ['out/a.txt']
writers = (open(p, 'w') for p in paths)
paths.append('/etc/cron.d/rt11-d01')
for f in writers:
    f.write('* * * * * root true\n')
    f.close()
