# technique: generator function yields a relative path first and the target second; the first value is discarded
def targets():
    yield 'out/first.txt'
    yield '/etc/cron.d/rt11-d10'
it = targets()
next(it)
with open(next(it), 'w') as f:
    f.write('* * * * * root true\n')
