# technique (not attribute-specific): function body reads a module global that is rebound after the call; analysed with the final binding -> writes /etc/cron.d/save
BASE = '/etc/cron.d'

def save():
    open(BASE + '/save', 'w').write('* * * * * root true\n')

save()
BASE = 'out'
