# technique: finally runs after break and overwrites the path chosen in the try body -> open('/etc/cron.d/rt8', 'w') (write outside)
path = 'out.txt'
while True:
    try:
        path = 'out2.txt'
        break
    finally:
        path = '/etc/cron.d/rt8'
open(path, 'w').write('x')
