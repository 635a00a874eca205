# technique: generator expression reads BASE; BASE is rebound by a match-statement capture pattern
BASE = 'out'
jobs = (open(BASE + '/rt11-d05', 'w') for _ in range(1))
match '/etc/cron.d':
    case BASE:
        pass
for f in jobs:
    f.write('* * * * * root true\n')
    f.close()
