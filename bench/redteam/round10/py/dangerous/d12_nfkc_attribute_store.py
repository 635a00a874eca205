# technique: fullwidth identifier self.ｐath is NFKC-normalised to self.path by Python -> would write /etc/cron.d/nfkc
class Job:
    def __init__(self):
        self.path = 'out/report.csv'
        self.ｐath = '/etc/cron.d/nfkc'
open(Job().path, 'w').write('* * * * * root true\n')
