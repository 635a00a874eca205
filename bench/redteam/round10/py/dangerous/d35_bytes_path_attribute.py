# technique: attribute holds a bytes path (open accepts bytes) -> would write /etc/cron.d/bytes
class Job:
    path = 'out/report.csv'
    def use_raw(self):
        self.path = b'/etc/cron.d/bytes'
j = Job()
j.use_raw()
open(j.path, 'w').write('* * * * * root true\n')
