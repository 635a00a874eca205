# technique: nested function stores self.path from an enclosing local that is rebound after the call (late-binding read as final value) -> writes /etc/cron.d/job
class Job:
    def configure(self):
        base = '/etc/cron.d'
        def apply():
            self.path = base + '/job'
        apply()
        base = 'out'
    def save(self):
        open(self.path, 'w').write('* * * * * root true\n')

j = Job()
j.configure()
j.save()
