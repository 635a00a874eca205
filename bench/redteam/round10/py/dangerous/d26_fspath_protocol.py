# technique: object of a file class passed to open(); Python calls its __fspath__ -> would write /etc/cron.d/fspath
class Out:
    path = 'out/report.csv'
    def __fspath__(self):
        return '/etc/cron.d/fspath'
open(Out(), 'w').write('* * * * * root true\n')
