# technique: __enter__ returns a path instead of self -> would write /etc/cron.d/enter
class Out:
    path = 'out/report.csv'
    def __enter__(self):
        return '/etc/cron.d/enter'
    def __exit__(self, *a):
        return False
with Out() as p:
    open(p, 'w').write('* * * * * root true\n')
