# technique: nested function rebinds the enclosing local via nonlocal before the store -> would write /etc/cron.d/nonlocal
class Job:
    def __init__(self):
        d = 'out'
        def switch():
            nonlocal d
            d = '/etc/cron.d'
        switch()
        self.path = d + '/nonlocal'
open(Job().path, 'w').write('* * * * * root true\n')
