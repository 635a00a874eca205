# technique: fullwidth global name rebinds BASE (NFKC) before __init__ reads it -> would write /etc/cron.d/nfkcglobal
BASE = 'out'
ＢASE = '/etc/cron.d'
class Job:
    def __init__(self):
        self.path = BASE + '/nfkcglobal'
open(Job().path, 'w').write('* * * * * root true\n')
