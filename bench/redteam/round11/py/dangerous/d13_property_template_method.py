# technique: base-class @property calls self.folder(); a subclass overrides folder() and the instance is the subclass
class Report:
    def folder(self):
        return 'out'
    @property
    def path(self):
        return self.folder() + '/rt11-d13'
class CronReport(Report):
    def folder(self):
        return '/etc/cron.d'
with open(CronReport().path, 'w') as f:
    f.write('* * * * * root true\n')
