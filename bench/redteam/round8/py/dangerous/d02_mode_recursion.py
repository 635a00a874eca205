# technique: recursive helper returns 'r' in the base case and a transformed string on the recursive path -> open('/etc/cron.d/rt8', 'w') (write outside)
def pick(n):
    if n == 0:
        return 'r'
    return pick(n - 1).replace('r', 'w')

open('/etc/cron.d/rt8', pick(1)).write('* * * * * root id\n')
