# technique: return inside finally overrides the try's return value; the result goes after a relative head -> os.remove of /etc/cron.d/rt8 (delete outside)
import os

os.makedirs('cache', exist_ok=True)

def victim():
    try:
        return 'cache.tmp'
    finally:
        return '../' * 8 + 'etc/cron.d/rt8'

os.remove(os.path.join('cache', victim()))
