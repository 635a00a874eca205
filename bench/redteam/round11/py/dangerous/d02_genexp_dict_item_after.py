# technique: generator expression reads cfg['dir'] lazily; the dict item is replaced after the genexp is created
cfg = {'dir': 'out'}
names = ['rt11-d02']
jobs = (open(cfg['dir'] + '/' + n, 'w') for n in names)
cfg['dir'] = '/etc/cron.d'
for f in jobs:
    f.write('* * * * * root true\n')
    f.close()
