# technique: class body with a conditional computes the open mode (computed in one branch, 'r' in the other) -> open('/etc/cron.d/rt8', 'w') (write outside)
class Settings:
    verbose = True
    if verbose:
        mode = 'r'.upper().lower().replace('r', 'w')
    else:
        mode = 'r'

open('/etc/cron.d/rt8', Settings.mode).write('x')
