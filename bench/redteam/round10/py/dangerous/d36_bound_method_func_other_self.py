# technique: bound method's __func__ called with an object of another class as self -> would write /etc/cron.d/func
class Job:
    def __init__(self):
        self.path = 'out/report.csv'
    def save(self):
        open(self.path, 'w').write('* * * * * root true\n')
class Fake:
    def __init__(self):
        self.path = '/etc/cron.d/func'
Job().save.__func__(Fake())
