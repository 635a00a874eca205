# technique: a function rebinds a module global (global stmt) before __init__ reads it -> would write /etc/cron.d/global
BASE = 'out'
def configure():
    global BASE
    BASE = '/etc/cron.d'
class Job:
    def __init__(self):
        self.path = BASE + '/global'
configure()
open(Job().path, 'w').write('* * * * * root true\n')
