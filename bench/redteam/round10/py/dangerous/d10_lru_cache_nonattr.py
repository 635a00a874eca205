# technique (not attribute-specific): lru_cache returns the stale first result after the global it read was rebound -> writes /etc/cron.d/lru
import functools
BASE = '/etc/cron.d'

@functools.lru_cache
def target():
    return BASE + '/lru'

target()
BASE = 'out'
open(target(), 'w').write('* * * * * root true\n')
