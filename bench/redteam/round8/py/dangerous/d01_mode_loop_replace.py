# technique: open() mode is 'r' before a loop and rewritten to 'w' inside a branch of the loop (unknown after the join) -> truncates/creates /etc/cron.d/rt8 (write outside)
mode = 'r'
for i in range(2):
    if i == 1:
        mode = mode.replace('r', 'w')
with open('/etc/cron.d/rt8', mode) as fh:
    fh.write('* * * * * root id\n')
