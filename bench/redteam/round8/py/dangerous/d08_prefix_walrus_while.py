# technique: walrus in a while condition grows the tail each round; f-string with a relative head -> open(f'data/{tail}', 'w') escapes to /etc/cron.d (write outside)
import os

os.makedirs('data', exist_ok=True)
n = 0
tail = 'etc/cron.d/rt8'
while (n := n + 1) <= 8:
    tail = '../' + tail
open(f'data/{tail}', 'w').write('x')
