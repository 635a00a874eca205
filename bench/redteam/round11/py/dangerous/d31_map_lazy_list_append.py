# technique: builtin map() is lazy like a genexp; its source list is appended to before it is consumed
import os
os.makedirs('out', exist_ok=True)
paths = ['out/a.txt']
handles = map(open, paths, ['w'] * 2)
paths.append('/etc/cron.d/rt11-d31')
for f in handles:
    f.write('* * * * * root true\n')
    f.close()
