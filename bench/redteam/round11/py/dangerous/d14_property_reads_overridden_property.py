# technique: base @property `path` reads another property `folder`; the subclass overrides `folder` with its own @property
class Report:
    @property
    def folder(self):
        return 'out'
    @property
    def path(self):
        return self.folder + '/rt11-d14'
class CronReport(Report):
    @property
    def folder(self):
        return '/etc/cron.d'
with open(CronReport().path, 'w') as f:
    f.write('* * * * * root true\n')
