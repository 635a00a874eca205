# technique: __str__ of a file class gives the path used with str() -> would write /etc/cron.d/str
class Out:
    path = 'out/report.csv'
    def __str__(self):
        return '/etc/cron.d/str'
open(str(Out()), 'w').write('* * * * * root true\n')
