# technique: `global` declared inside an if False: branch still applies to the whole function, so the later assignment rebinds the module name -> open('/etc/cron.d/rt8', 'w') (write outside)
path = 'out.txt'

def configure():
    if False:
        global path
    path = '/etc/cron.d/rt8'

configure()
open(path, 'w').write('x')
