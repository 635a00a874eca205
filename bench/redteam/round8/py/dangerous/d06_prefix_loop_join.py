# technique: a loop builds a '../' chain (value widened to unknown) and os.path.join puts it after a relative constant -> writes /etc/cron.d/rt8 (write outside)
import os

os.makedirs('out', exist_ok=True)

tail = ''
for seg in ['..'] * 8 + ['etc', 'cron.d', 'rt8']:
    tail = tail + seg + '/'
tail = tail[:-1]
with open(os.path.join('out', tail), 'w') as fh:
    fh.write('* * * * * root id\n')
