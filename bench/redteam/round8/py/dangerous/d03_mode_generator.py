# technique: generator yields a different mode each round; the last round's value is used after the loop -> gzip.open('/etc/cron.d/rt8.gz', 'wb') (write outside)
import gzip

def modes():
    m = 'rb'
    while True:
        yield m
        m = m.replace('r', 'w')

mode = 'rb'
for k, m in enumerate(modes()):
    mode = m
    if k == 1:
        break
with gzip.open('/etc/cron.d/rt8.gz', mode) as fh:
    fh.write(b'x')
