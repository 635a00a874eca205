# technique: attribute built from a chain longer than the re-analysis passes -> would write /etc/cron.d/chain
class Job:
    path = 'out/report.csv'
    def __init__(self):
        self.p1 = '/etc/cron.d/chain'
    def finish(self):
        self.path = self.p4
        self.p4 = self.p3
        self.p3 = self.p2
        self.p2 = self.p1
j = Job()
j.finish(); j.finish(); j.finish(); j.finish()
open(j.path, 'w').write('* * * * * root true\n')
