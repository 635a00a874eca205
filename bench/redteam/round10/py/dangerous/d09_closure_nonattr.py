# technique (not attribute-specific): closure reads an enclosing local that is rebound after the inner call -> writes /etc/cron.d/inner
def configure():
    d = '/etc/cron.d'
    def inner():
        open(d + '/inner', 'w').write('* * * * * root true\n')
    inner()
    d = 'out'

configure()
