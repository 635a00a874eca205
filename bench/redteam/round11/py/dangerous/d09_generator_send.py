# technique: generator function receives its path through gen.send(); the yield expression's value is the sent string
def writer():
    while True:
        p = yield
        with open(p, 'w') as f:
            f.write('* * * * * root true\n')
w = writer()
next(w)
w.send('/etc/cron.d/rt11-d09')
