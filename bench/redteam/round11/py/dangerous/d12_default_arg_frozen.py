# technique: default argument is evaluated once at def time; the global it was built from is rebound afterwards
BASE = '/etc/cron.d'
def save(text, path=BASE + '/rt11-d12'):
    with open(path, 'w') as f:
        f.write(text)
BASE = 'out'
save('* * * * * root true\n')
